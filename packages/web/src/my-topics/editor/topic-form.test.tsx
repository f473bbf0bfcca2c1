import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { blankDraft } from './topic-draft';
import { TopicForm } from './topic-form';

const TOP5 = { id: 'top5-blitz', name: 'Top-5 Blitz', description: '', maxAnswers: 5 };

function renderForm() {
  const onSave = vi.fn();
  render(
    <TopicForm
      initial={blankDraft('top5-blitz')}
      gameTypes={[TOP5]}
      saving={false}
      saveError={null}
      onSave={onSave}
      onCancel={() => {}}
    />,
  );
  return { onSave, user: userEvent.setup() };
}

async function fillAnswers(user: ReturnType<typeof userEvent.setup>, texts: string[]) {
  for (const [rank, text] of texts.entries()) {
    await user.type(screen.getByLabelText(`Answer ${rank + 1}`), text);
  }
}

describe('the topic editor (My Topics)', () => {
  it('shows a problem at its field once the field is left, and saves nothing until all pass', async () => {
    const { onSave, user } = renderForm();
    const title = screen.getByLabelText('Title');
    await user.click(title);
    await user.tab();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('must not be empty')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save Topic' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toMatch(/^Fix the \d+ problems shown above/);
  });

  it('reorders answers from the keyboard and tries a guess on the draft', async () => {
    const { onSave, user } = renderForm();
    await user.type(screen.getByLabelText('Title'), 'Board games');
    await user.selectOptions(screen.getByLabelText('Category'), 'sport');
    await fillAnswers(user, ['Chess', 'Monopoly', 'Scrabble', 'Cluedo', 'Risk']);
    await user.type(screen.getByLabelText('Aliases of answer 4'), 'Clue');
    screen.getByRole('button', { name: /^Reorder Risk, rank 5/ }).focus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
    expect((screen.getByLabelText('Answer 1') as HTMLInputElement).value).toBe('Risk');
    await user.click(screen.getByRole('button', { name: 'Move Risk down' }));
    expect((screen.getByLabelText('Answer 2') as HTMLInputElement).value).toBe('Risk');

    const tryBox = screen.getByLabelText('A guess a player might type');
    await user.type(tryBox, 'clue');
    const card = tryBox.closest('section')!;
    expect(within(card).getByRole('status').textContent).toBe('Hits #5 "Cluedo" (+1 point)');
    await user.clear(tryBox);
    await user.type(tryBox, 'go');
    expect(within(card).getByRole('status').textContent).toBe(
      'No answer: this guess would be wrong',
    );

    await user.click(screen.getByRole('button', { name: 'Save Topic' }));
    expect(onSave).toHaveBeenCalledOnce();
    expect(onSave.mock.calls[0]?.[0].answers.map((a: { text: string }) => a.text)).toEqual([
      'Chess',
      'Risk',
      'Monopoly',
      'Scrabble',
      'Cluedo',
    ]);
  });
});
