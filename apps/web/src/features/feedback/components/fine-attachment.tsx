import { useTranslation } from 'react-i18next';
import { fineEvidenceUrl } from '../fine-evidence-url.ts';
import { feedbackTexts } from '../texts.ts';

/**
 * The fine sent with an appeal against it, with its payment evidence where the fine has one to show
 * (its `evidence` flag); removing it sends the appeal without the fine. Native elements: the page
 * sits at the edge of its script budget.
 */
export function FineAttachment({ uin, evidence, onRemove }: { uin: string; evidence: boolean; onRemove: () => void }) {
  const { t } = useTranslation(feedbackTexts);
  return (
    <div className="fb-attachment">
      <div>
        <p className="fb-attachment-text">{t(evidence ? 'feedback.fine.attached' : 'feedback.fine.attachedNoEvidence', { uin })}</p>
        {evidence && (
          <a className="fb-attachment-link" href={fineEvidenceUrl(uin)} target="_blank" rel="noopener">
            {t('feedback.fine.evidence')}
          </a>
        )}
      </div>
      <button type="button" className="fb-attachment-remove" aria-label={t('feedback.fine.remove')} title={t('feedback.fine.remove')} onClick={onRemove}>
        <svg viewBox="0 0 15 15" width="16" height="16" aria-hidden="true">
          <path d="M3.5 3.5l8 8M11.5 3.5l-8 8" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
