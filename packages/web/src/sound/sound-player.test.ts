import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SOUND_EVENT, SoundPlayer, type SoundPlayerDeps } from './sound-player';

let player: SoundPlayer | undefined;

afterEach(() => {
  player?.dispose();
  for (const key of Object.keys(document.documentElement.dataset)) {
    delete document.documentElement.dataset[key];
  }
});

function fakeContext() {
  const started = vi.fn();
  const context = {
    state: 'running',
    destination: {},
    resume: vi.fn(async () => undefined),
    close: vi.fn(async () => undefined),
    decodeAudioData: vi.fn(async () => ({ duration: 0.5 })),
    createBufferSource: () => ({ buffer: null, connect: vi.fn(), start: started }),
  };
  return { context: context as unknown as AudioContext, started };
}

function makePlayer(deps: SoundPlayerDeps = {}) {
  const { context, started } = fakeContext();
  const createContext = vi.fn(() => context);
  const load = vi.fn(async () => new ArrayBuffer(8));
  player = new SoundPlayer({ createContext, load, ...deps });
  const heard: string[] = [];
  window.addEventListener(SOUND_EVENT, (event) => {
    heard.push((event as CustomEvent<{ name: string }>).detail.name);
  });
  return { player, createContext, load, started, heard };
}

describe('sound player (autoplay rules, the test hook)', () => {
  it('creates no audio context and plays nothing before the first gesture', () => {
    const { player, createContext, load, heard } = makePlayer();
    player.play('correct');
    expect(createContext).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
    expect(heard).toEqual([]);
    expect(document.documentElement.dataset.soundCorrect).toBeUndefined();
  });

  it('after a pointer gesture: makes the context, loads the file once, plays and reports it', async () => {
    const { player, createContext, load, started, heard } = makePlayer();
    fireEvent.pointerDown(document.body);
    expect(createContext).toHaveBeenCalledOnce();
    player.play('correct');
    player.play('correct');
    await vi.waitFor(() => expect(started).toHaveBeenCalledTimes(2));
    expect(load).toHaveBeenCalledOnce();
    expect(load).toHaveBeenCalledWith('/sounds/correct.wav');
    expect(heard).toEqual(['correct', 'correct']);
    expect(document.documentElement.dataset.soundCorrect).toBe('2');
  });

  it('a key press unlocks too', () => {
    const { player, heard } = makePlayer();
    fireEvent.keyDown(window, { key: 'a' });
    expect(player.unlocked).toBe(true);
    player.play('tick');
    expect(heard).toEqual(['tick']);
  });

  it('plays nothing while muted', () => {
    const { player, heard } = makePlayer({ isMuted: () => true });
    fireEvent.pointerDown(document.body);
    player.play('winner');
    expect(heard).toEqual([]);
  });

  it('goes on silently where Web Audio is missing', () => {
    const { player, heard } = makePlayer({ createContext: undefined });
    fireEvent.pointerDown(document.body);
    player.play('wrong');
    expect(heard).toEqual(['wrong']);
  });
});
