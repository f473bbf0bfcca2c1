import { useEffect, useRef, useState } from 'react';
import {
  isValidMaxAttempts,
  isValidTurnSeconds,
  ONLINE_DEFAULT_TEAM_NAMES,
  DEFAULT_MAX_ATTEMPTS,
  DEFAULT_TURN_SECONDS,
} from '@trivia/game';
import type { PartyView } from '@trivia/protocol';
import type { TeamEntry } from '../../../game-settings/team-names-editor';
import { feudFields } from '../../feud/feud-view';
import type { RuleSet } from '../../feud/feud-types';

export interface SetupDraft {
  teams: TeamEntry[];
  maxAttempts: number;
  turnSeconds: number;
  /** FEUD-1: Classic or Feud; the party's current one to start with. */
  ruleSet: RuleSet;
}

const storageKey = (code: string) => `trivia-online-setup:${code}`;

/** The party's own settings (defaults "Team 1", "Team 2", 3 attempts, 30 s). */
function fromParty(party: PartyView['party']): SetupDraft {
  const names = party.teams.length > 0 ? party.teams.map((t) => t.name) : ONLINE_DEFAULT_TEAM_NAMES;
  return {
    teams: names.map((name, id) => ({ id, name })),
    maxAttempts: isValidMaxAttempts(party.maxAttempts) ? party.maxAttempts : DEFAULT_MAX_ATTEMPTS,
    turnSeconds: isValidTurnSeconds(party.turnSeconds) ? party.turnSeconds : DEFAULT_TURN_SECONDS,
    ruleSet: feudFields(party).ruleSet,
  };
}

function loadDraft(code: string): SetupDraft | null {
  try {
    const draft = JSON.parse(
      sessionStorage.getItem(storageKey(code)) ?? 'null',
    ) as SetupDraft | null;
    return draft && Array.isArray(draft.teams) ? draft : null;
  } catch {
    return null;
  }
}

/**
 * The host's setup form, kept in session storage per party so a refresh or a dropped
 * connection loses nothing typed; it starts from the party's current settings.
 */
export function useSetupDraft(code: string, party: PartyView['party']) {
  const [draft, setDraft] = useState<SetupDraft>(() => {
    const own = fromParty(party);
    // A draft kept from before the rule set was a setting takes the party's.
    return { ...own, ...loadDraft(code) };
  });
  const nextId = useRef(Math.max(...draft.teams.map((t) => t.id)) + 1);
  useEffect(() => {
    sessionStorage.setItem(storageKey(code), JSON.stringify(draft));
  }, [code, draft]);

  const setTeams = (update: (teams: TeamEntry[]) => TeamEntry[]) =>
    setDraft((d) => ({ ...d, teams: update(d.teams) }));
  return {
    draft,
    rename: (id: number, name: string) =>
      setTeams((teams) => teams.map((team) => (team.id === id ? { ...team, name } : team))),
    remove: (id: number) => setTeams((teams) => teams.filter((team) => team.id !== id)),
    add: () =>
      setTeams((teams) => [...teams, { id: nextId.current++, name: `Team ${teams.length + 1}` }]),
    setMaxAttempts: (maxAttempts: number) => setDraft((d) => ({ ...d, maxAttempts })),
    setTurnSeconds: (turnSeconds: number) => setDraft((d) => ({ ...d, turnSeconds })),
    setRuleSet: (ruleSet: RuleSet) => setDraft((d) => ({ ...d, ruleSet })),
    /** After "Team Setup": the party holds the settings now. */
    forget: () => sessionStorage.removeItem(storageKey(code)),
  };
}
