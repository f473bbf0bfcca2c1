import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TopicCard } from './topic-card';

const topic = {
  id: 'best-picture-winners',
  gameTypeId: 'top5-blitz',
  title: 'Best Picture winners',
  category: 'film-and-tv',
  sourceUrl: 'https://en.wikipedia.org/wiki/Academy_Award_for_Best_Picture',
  retrievedAt: '2024-01-01',
};

describe('topic cards show the category by its name', () => {
  it('offline: "Film & TV", not "film-and-tv"', () => {
    render(<TopicCard topic={topic} onStart={vi.fn()} />);
    expect(screen.getByText('Film & TV')).toBeTruthy();
    expect(screen.queryByText('film-and-tv')).toBeNull();
  });
});
