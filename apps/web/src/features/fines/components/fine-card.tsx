import { useState, type ReactNode } from 'react';
import type { TFine } from '@city-parking/contract/fines/fines';
import { formatFineDate } from '@city-parking/contract/format/format-date';
import { formatMoney } from '@city-parking/contract/format/format-money';
import { useTranslation } from 'react-i18next';
import { currentCity } from '@/lib/city/current-city.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { fineStatusTone } from '../fine-status-tone.ts';
import { finesTexts } from '../texts.ts';
import { FineCoverageLine } from './fine-coverage-line.tsx';
import { FinePhoto } from './fine-photo.tsx';

const HeadItem = ({ label, children, className }: { label: string; children: ReactNode; className?: string }) => (
  <span className={`fine-head-item ${className ?? ''}`}>
    <span className="fine-label">{label}</span> <span className="fine-value">{children}</span>
  </span>
);

/**
 * One fine as a native disclosure: the header says what and how much, the body the rest and the
 * photo. Native `<details>` is keyboard-usable and announced as expanded or collapsed by itself.
 */
export function FineCard({ fine, token }: { fine: TFine; token: string }) {
  const { t } = useTranslation(finesTexts);
  const { language } = useLanguage();
  const [opened, setOpened] = useState(false);
  const timeZone = currentCity.timeZone;
  const when = (instant: string) => (instant === '' ? '—' : formatFineDate(instant, timeZone));
  const date = when(fine.offenseDate);
  const fields: [string, string][] = [
    [t('fines.sts'), fine.sts],
    [t('fines.grz'), fine.grz],
    [t('fines.start'), when(fine.start)],
    [t('fines.end'), when(fine.end)],
    [t('fines.place'), fine.place],
    [t('fines.type'), fine.type],
    [t('fines.provider'), fine.provider],
  ];
  return (
    <li className="fine-card">
      <details
        className="fine-details"
        onToggle={(event) => {
          if (event.currentTarget.open) setOpened(true);
        }}
      >
        <summary className="fine-summary">
          <HeadItem label={t('fines.status')} className={`fine-status fine-status-${fineStatusTone(fine.fineStatus)}`}>
            {fine.status}
          </HeadItem>
          <HeadItem label={t('fines.uin')} className="fine-uin">
            {fine.uin}
          </HeadItem>
          <HeadItem label={t('fines.date')}>{date}</HeadItem>
          <HeadItem label={t('fines.totalSum')}>{formatMoney(fine.totalSum, language)}</HeadItem>
          <HeadItem label={t('fines.paidSum')}>{formatMoney(fine.paidSum, language)}</HeadItem>
        </summary>
        <div className="fine-body">
          <dl className="fine-fields">
            {fields.map(([label, value]) => (
              <div key={label} className="fine-field">
                <dt>{label}</dt>
                <dd>{value || '—'}</dd>
              </div>
            ))}
          </dl>
          <FinePhoto imgSrc={fine.imgSrc} token={token} shown={opened} alt={t('fines.photoAlt', { plate: fine.grz, date })} />
        </div>
      </details>
      {fine.coverage && <FineCoverageLine fine={fine} coverage={fine.coverage} token={token} />}
    </li>
  );
}

/** A closed card's placeholder, of its size. */
export function FineCardSkeleton() {
  return (
    <li className="fine-card fine-card-skeleton" aria-hidden="true">
      <div className="fine-summary">
        {[0, 1, 2, 3, 4].map((i) => (
          <span key={i} className="fine-head-item">
            <span className="fine-skeleton-bar" />
          </span>
        ))}
      </div>
    </li>
  );
}
