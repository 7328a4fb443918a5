import { useTranslation } from 'react-i18next';
import { fineImageUrl } from '../api/fine-files.ts';
import { finesTexts } from '../texts.ts';

/**
 * The fine's photo in a box of the photos' 16:10 shape, so nothing moves when it arrives. The
 * `<img>` exists only once the accordion was first opened: a closed fine loads nothing.
 */
export function FinePhoto({ imgSrc, token, shown, alt }: { imgSrc: string; token: string; shown: boolean; alt: string }) {
  const { t } = useTranslation(finesTexts);
  if (imgSrc === '') return <p className="fine-no-photo">{t('fines.noPhoto')}</p>;
  return <div className="fine-photo">{shown && <img src={fineImageUrl(imgSrc, token)} alt={alt} width={640} height={400} decoding="async" />}</div>;
}
