import type { PartyView } from '@trivia/game';
import { cx } from '../../ui';
import { SCREEN_TEXT } from '../../ui/screen-text';
import { TurnTimer } from '../../turn/turn-timer';
import { useCountdownTicks } from '../../sound/use-sounds';
import { useSurveySeconds } from '../survey/survey-clock';
import { answeredText } from '../survey/survey-text';
import type { SurveyView } from '../survey/survey-view';
import { ScreenJoinPanel } from './screen-join-panel';

/**
 * SURVEY-9: the big screen while the party answers a survey: the prompts, the countdown and
 * who has answered (names only: nobody's answers are anywhere in its view). Late joiners can
 * still scan in and answer.
 */
export function ScreenSurvey({ view, survey }: { view: PartyView; survey: SurveyView }) {
  const seconds = useSurveySeconds(survey.deadline);
  useCountdownTicks(seconds);
  const answered = new Set(survey.answeredMemberIds);
  const count = view.members.filter((member) => answered.has(member.userId)).length;
  return (
    <div className="grid h-full grid-cols-1 gap-[4vmin] md:grid-cols-[auto_minmax(0,1fr)]">
      <ScreenJoinPanel code={view.party.code} compact />
      <div className="flex min-h-0 min-w-0 flex-col gap-[2.5vmin]">
        <div className="flex items-center gap-[3vmin]">
          <div className="min-w-0 flex-1">
            <h1
              className={`${SCREEN_TEXT.huge} font-display font-black tracking-tight text-white drop-shadow-[0_0.6vmin_0_rgb(79_70_229)]`}
            >
              Survey Says!
            </h1>
            <p className={`${SCREEN_TEXT.body} mt-[1vmin] font-semibold text-slate-100`}>
              Answer on your phone. Nobody sees your answers until the board is played.
            </p>
          </div>
          {seconds !== null ? <TurnTimer seconds={seconds} size="room" /> : null}
        </div>
        <ol className="flex flex-col gap-[1.2vmin]" aria-label="Survey questions">
          {survey.prompts.map((prompt, index) => (
            <li
              key={prompt.id}
              className={`${SCREEN_TEXT.large} flex items-baseline gap-[1.5vmin] rounded-[2vmin] border-2 border-sky-300/50 bg-[linear-gradient(180deg,#1e40af_0%,#172554_100%)] px-[2vmin] py-[1.2vmin] font-display font-extrabold shadow-lg`}
            >
              <span className="shrink-0 text-amber-300">{index + 1}.</span>
              <span className="min-w-0 break-words">{prompt.text}</span>
            </li>
          ))}
        </ol>
        <section
          aria-labelledby="screen-answered-title"
          className="flex min-h-0 flex-col gap-[1.2vmin]"
        >
          <h2
            id="screen-answered-title"
            role="status"
            aria-live="polite"
            className={`${SCREEN_TEXT.body} font-bold text-sky-200`}
          >
            {answeredText(count, view.members.length, false)}
          </h2>
          <ul className="flex min-h-0 flex-wrap content-start gap-[1.2vmin] overflow-hidden">
            {view.members.map((member) => {
              const done = answered.has(member.userId);
              return (
                <li
                  key={member.userId}
                  data-member={member.displayName}
                  data-answered={done ? 'true' : 'false'}
                  className={cx(
                    `${SCREEN_TEXT.small} flex max-w-full min-w-0 items-center gap-[0.8vmin] rounded-full border-2 px-[1.6vmin] py-[0.5vmin] font-display font-extrabold`,
                    done
                      ? 'border-emerald-300 bg-emerald-700 text-white'
                      : 'border-white/25 bg-white/10 text-slate-100',
                  )}
                >
                  <span aria-hidden="true">{done ? '✓' : '○'}</span>
                  <span className="min-w-0 truncate">{member.displayName}</span>
                  <span className="sr-only">{done ? ' has answered' : ' is answering'}</span>
                </li>
              );
            })}
          </ul>
        </section>
      </div>
    </div>
  );
}
