import { useNavigate } from 'react-router';
import { useState } from 'react';
import type { Realtime } from '../connection';
import { useToast } from '../../ui/toast';
import type { PartyMember } from './party-context';

/** Asked before a kick: a kicked member cannot come back to the party. */
export function kickConfirmText(name: string): string {
  return `Remove ${name} from the party? They will not be able to rejoin.`;
}

/**
 * The member panel's actions: promote, kick (confirmed in the member row's dialog), place a spectator on a team during
 * a game (host), leave (then to /online).
 */
export function useMemberActions(code: string, send: Realtime['send']) {
  const navigate = useNavigate();
  const { showToast } = useToast();
  const [leaving, setLeaving] = useState(false);
  const report = (result: { ok: boolean; error?: string }) => {
    if (!result.ok && result.error) showToast(result.error, 'error');
  };
  return {
    leaving,
    promote: (member: PartyMember) => {
      void send('promote', { code, targetUserId: member.userId }).then(report);
    },
    kick: (member: PartyMember) => {
      void send('kick', { code, targetUserId: member.userId }).then(report);
    },
    rename: async (member: PartyMember, name: string): Promise<string | null> => {
      const result = await send('renameMember', { code, targetUserId: member.userId, name });
      return result.ok ? null : result.error;
    },
    place: (member: PartyMember, teamId: string | null) => {
      if (teamId === null) return;
      void send('assignTeam', { code, targetUserId: member.userId, teamId }).then(report);
    },
    leave: () => {
      setLeaving(true);
      void send('leave', { code }).then((result) => {
        if (result.ok) return navigate('/online');
        setLeaving(false);
        report(result);
      });
    },
  };
}
