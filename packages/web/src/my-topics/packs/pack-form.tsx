import { useId, useState, type FormEvent } from 'react';
import { MY_TOPICS_LIMITS, type MyTopicDto, type PackInput } from '@trivia/protocol';
import { Button, Card, CardTitle } from '../../ui';
import { inputClasses } from '../ui/form-field';

export interface PackFormProps {
  topics: readonly MyTopicDto[];
  busy: boolean;
  onCreate: (input: PackInput) => void;
}

/** "New pack": a name and the topics it groups. */
export function PackForm({ topics, busy, onCreate }: PackFormProps) {
  const nameId = useId();
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const ready = name.trim() !== '' && chosen.size > 0;
  const toggle = (id: string) =>
    setChosen((ids) => {
      const next = new Set(ids);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    // In the order of the user's list.
    onCreate({
      name: name.trim(),
      topicIds: topics.filter((t) => chosen.has(t.id)).map((t) => t.id),
    });
    setName('');
    setChosen(new Set());
  };
  return (
    <Card>
      <form onSubmit={submit} className="flex flex-col gap-3">
        <CardTitle>New Pack</CardTitle>
        <label htmlFor={nameId} className="text-sm font-semibold">
          Pack name
        </label>
        <input
          id={nameId}
          value={name}
          maxLength={MY_TOPICS_LIMITS.packNameLength}
          onChange={(event) => setName(event.target.value)}
          className={inputClasses}
        />
        <fieldset>
          <legend className="mb-2 text-sm font-semibold">Topics in the pack</legend>
          <ul className="flex max-h-72 flex-col gap-1 overflow-y-auto">
            {topics.map((topic) => (
              <li key={topic.id}>
                <label className="flex min-h-11 items-center gap-3">
                  <input
                    type="checkbox"
                    className="size-5"
                    checked={chosen.has(topic.id)}
                    onChange={() => toggle(topic.id)}
                  />
                  {topic.title}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <Button type="submit" disabled={!ready || busy} className="self-end">
          Create Pack
        </Button>
      </form>
    </Card>
  );
}
