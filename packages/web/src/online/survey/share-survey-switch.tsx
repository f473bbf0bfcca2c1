import { Switch } from '../../ui';
import { usePartyOutlet } from '../party/party-context';
import { usePartyCommand } from '../party/use-party-command';

/**
 * SURVEY-13 (host, off unless turned on): when the survey closes, its counts join the big
 * anonymous survey: group names and counts only, never who said what.
 */
export function ShareSurveySwitch() {
  const { code, view } = usePartyOutlet();
  const { busy, run } = usePartyCommand();
  return (
    <Switch
      label="Add our counts to the big survey"
      hint="Only the answers' names and how many said them, never who said what."
      checked={view.party.shareSurvey}
      disabled={busy}
      onChange={(share) => void run('setShareSurvey', { code, share })}
    />
  );
}
