import { useState } from 'react';
import { Anchor, Image, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { TSettings } from '@city-parking/contract/site/settings';

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

  const src = small && banner.imageUrlSmall ? banner.imageUrlSmall : banner.imageUrl;
  return (
    <Modal
      opened={opened}
      onClose={close}
      size={small ? 'sm' : 'xl'}
      centered
      title={t('banner.title')}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <Anchor href={banner.link} onClick={close}>
        {/* The box has its shape before the image arrives, so the dialog does not grow under the reader's eyes. */}
        <Image src={src} alt={t('banner.title')} radius="md" fit="contain" style={{ aspectRatio: small && banner.imageUrlSmall ? '1' : '2' }} />
      </Anchor>
    </Modal>
  );
}
