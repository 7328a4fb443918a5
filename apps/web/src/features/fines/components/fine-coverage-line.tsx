import { fineCanBeContested } from '@city-parking/contract/fines/fine-status';
import type { TFine, TFineCoverage } from '@city-parking/contract/fines/fines';
import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { currentCity } from '@/lib/city/current-city.ts';
import { useLanguage } from '@/lib/i18n/use-language.ts';
import { paths } from '@/lib/routing/paths.ts';
import { fineEvidenceUrl } from '../api/fine-files.ts';
import { coverageNotice } from '../coverage-notice.ts';
import { finesTexts } from '../texts.ts';

/**
 * What covered the fine, with its evidence PDF where the history holds a payment to show, and the
 * appeal that contests it where an appeal can still help (not a cancelled fine, nor one under appeal).
 */
export function FineCoverageLine({ fine, coverage, token }: { fine: TFine; coverage: TFineCoverage; token: string }) {
  const { t } = useTranslation(finesTexts);
  const { language, href } = useLanguage();
  const notice = coverageNotice(coverage, currentCity.timeZone);
  const evidence = fine.evidence === true;
  const appeal = fineCanBeContested(fine.fineStatus);
  return (
    <div className={`fine-coverage fine-coverage-${coverage.kind}`}>
      <p className="fine-coverage-text">{t(notice.key, notice.values)}</p>
      {(evidence || appeal) && (
        <Group gap="sm">
          {evidence && (
            <Button
              component="a"
              href={fineEvidenceUrl(fine.uin, token, language)}
              download={`fine-${fine.uin}-evidence.pdf`}
              variant="light"
              size="sm"
              aria-label={t('fines.evidenceLabel', { uin: fine.uin })}
            >
              {t('fines.evidence')}
            </Button>
          )}
          {appeal && (
            <Button
              component={Link}
              to={href(paths.feedback.getHref(fine.uin))}
              variant="outline"
              size="sm"
              aria-label={t('fines.appealLabel', { uin: fine.uin })}
            >
              {t('fines.appeal')}
            </Button>
          )}
        </Group>
      )}
    </div>
  );
}
