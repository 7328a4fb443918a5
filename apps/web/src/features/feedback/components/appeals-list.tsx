import { useTranslation } from 'react-i18next';
import type { TAppealItem } from '@city-parking/contract/feedback/appeals';
import { formatMessageDate } from '@city-parking/contract/format/format-date';
import { currentCity } from '@/lib/city/current-city.ts';
import { LoadErrorCard } from '@/lib/ui/load-error-card.tsx';
import { statusTone } from '../status-tone.ts';
import { feedbackTexts } from '../texts.ts';
import { AppealsPlaceholder } from './appeals-placeholder.tsx';

interface Props {
  appeals: TAppealItem[] | undefined;
  error: unknown;
  onRetry: () => void;
  selected: number | null;
  onOpen: (id: number) => void;
}

/** The driver's appeals, newest first (spec §2.6): topic, status in its colour, last message and its date. */
export function AppealsList({ appeals, error, onRetry, selected, onOpen }: Props) {
  const { t } = useTranslation(feedbackTexts);
  if (!appeals && error) return <LoadErrorCard title={t('feedback.listFailed')} error={error} onRetry={onRetry} />;
  if (!appeals) return <AppealsPlaceholder />;
  if (appeals.length === 0) return <p className="fb-empty">{t('feedback.empty')}</p>;
  return (
    <ul className="fb-appeals">
      {appeals.map(({ appeal, lastMessage, status }) => {
        const topic = appeal.subject || t('feedback.noTopic');
        const date = formatMessageDate(lastMessage.date, currentCity.timeZone);
        return (
          <li key={appeal.id}>
            <button
              type="button"
              className="fb-appeal"
              data-appeal={appeal.id}
              aria-current={selected === appeal.id ? 'true' : undefined}
              onClick={() => onOpen(appeal.id)}
            >
              <span className="fb-appeal-head">
                <span className="fb-appeal-topic">{topic}</span>
                <time className="fb-appeal-date" dateTime={lastMessage.date}>
                  {date}
                </time>
              </span>
              <span className={`fb-status fb-status-${statusTone(status)}`}>{appeal.status}</span>
              <span className="fb-appeal-last">{lastMessage.text}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
