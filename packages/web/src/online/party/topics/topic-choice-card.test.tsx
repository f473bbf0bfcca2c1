import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TopicChoiceCard } from './topic-choice-card';

// The online half of offline/topics/topic-card.test.tsx: each feature tests its own card.
const topic = {
  id: 'best-picture-winners',
  gameTypeId: 'top5-blitz',
  title: 'Best Picture winners',
  category: 'film-and-tv',
  sourceUrl: 'https://en.wikipedia.org/wiki/Academy_Award_for_Best_Picture',
  retrievedAt: '2024-01-01',
};

describe('topic cards show the category by its name', () => {
  it('online: "Film & TV", not "film-and-tv"', () => {
    render(<TopicChoiceCard topic={topic} disabled={false} onChoose={vi.fn()} />);
    expect(screen.getByText('Film & TV')).toBeTruthy();
  });
});
