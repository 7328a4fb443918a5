import { useState } from 'react';
import { Anchor, Image, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { TSettings } from '@city-parking/contract/site/settings';
import { useLanguage } from '@/lib/i18n/use-language.ts';

/** Below this width the smaller banner image is used (spec §9). */
export const BANNER_BREAKPOINT_PX = 750;
const SHOWN_KEY = 'promoBannerShown';

function alreadyShown(): boolean {
  try {
    return window.sessionStorage.getItem(SHOWN_KEY) === '1';
  } catch {
    return false;
  }
}

/** The promo image in a modal, once per browser session. */
export function PromoBanner({ banner }: { banner: TSettings['banner'] }) {
  const { t } = useTranslation();
  const { language, href } = useLanguage();
  const small = useMediaQuery(`(max-width: ${BANNER_BREAKPOINT_PX - 1}px)`);
  const [opened, setOpened] = useState(() => !alreadyShown());

  const close = () => {
    setOpened(false);
    try {
      window.sessionStorage.setItem(SHOWN_KEY, '1');
    } catch {
      // Without storage the banner shows again next time, which is harmless.
    }
  };

  const english = language === 'en';
  const large = (english && banner.imageUrlEn) || banner.imageUrl;
  const smallImage = (english && banner.imageUrlSmallEn) || banner.imageUrlSmall;
  const src = small && smallImage ? smallImage : large;
  // A path of the site opens in the page's language; a full address (or "//host") is left alone.
  const link = banner.link.startsWith('/') && !banner.link.startsWith('//') ? href(banner.link) : banner.link;
  return (
    <Modal
      opened={opened}
      onClose={close}
      size={small ? 'sm' : 'xl'}
      centered
      title={t('banner.title')}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <Anchor href={link} onClick={close}>
        {/* The box has its shape before the image arrives, so the dialog does not grow under the reader's eyes. */}
        <Image src={src} alt={t('banner.title')} radius="md" fit="contain" style={{ aspectRatio: small && smallImage ? '1' : '2' }} />
      </Anchor>
    </Modal>
  );
}
