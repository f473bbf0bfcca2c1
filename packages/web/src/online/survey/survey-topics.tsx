import { useState } from 'react';
import { Button } from '../../ui';
import { usePartyOutlet } from '../party/party-context';
import { SurveyBoards } from './survey-boards';
import { usePartyCommand } from '../party/use-party-command';
import { SurveySetup } from './survey-setup';
import { surveyOf } from './survey-view';

/**
 * Survey Says on the host's topic screen: run a survey, then play its boards (a quizmaster
 * reviews the groups first). Another survey can follow once every board is used or on demand.
 */
export function SurveyTopics() {
  const { code, view } = usePartyOutlet();
  const { busy, run } = usePartyCommand();
  const survey = surveyOf(view);
  const [another, setAnother] = useState(false);
  const setup = (
    <SurveySetup
      busy={busy}
      onStart={(payload) =>
        void run('startSurvey', { code, ...payload }).then((ok) => {
          if (ok) setAnother(false);
        })
      }
    />
  );
  if (survey === null) return setup;
  return (
    <div className="flex flex-col gap-5">
      <SurveyBoards survey={survey} />
      {another ? (
        setup
      ) : (
        <div className="flex flex-col items-center gap-2 text-center">
          <Button variant="secondary" onClick={() => setAnother(true)}>
            Run another survey
          </Button>
          <p className="text-sm text-slate-700 dark:text-slate-200">
            A new survey replaces the boards not played yet.
          </p>
        </div>
      )}
    </div>
  );
}
