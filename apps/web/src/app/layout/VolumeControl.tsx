import { Suspense, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import VolumeDownOutlined from '@mui/icons-material/VolumeDownOutlined';
import VolumeOffOutlined from '@mui/icons-material/VolumeOffOutlined';
import VolumeUpOutlined from '@mui/icons-material/VolumeUpOutlined';
import { lazyNamed } from '../../lib/lazy-named';
import { StorageKeys, readStorage, writeStorage } from '../../lib/storage';

/** MUI's slider is the top bar's heaviest part and only shows in the popover: it loads on the first open. */
const VolumeSlider = lazyNamed(() => import('./VolumeSlider'), 'VolumeSlider');

/** Notification volume 0-1 in steps of 0.1 (spec §9), kept in localStorage 'volume'. */
function storedVolume(): number {
  const value = Number(readStorage(StorageKeys.volume));
  return readStorage(StorageKeys.volume) !== null && value >= 0 && value <= 1 ? value : 1;
}

/** The volume button and its slider popover in the top bar. */
export function VolumeControl() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [volume, setVolume] = useState(storedVolume);
  const Icon = volume === 0 ? VolumeOffOutlined : volume < 0.5 ? VolumeDownOutlined : VolumeUpOutlined;

  const change = (value: number) => {
    // The slider's 0.1 steps are float sums (0.5 - 0.2 = 0.30000000000000004): stored as tenths.
    const next = Math.round(value * 10) / 10;
    setVolume(next);
    writeStorage(StorageKeys.volume, String(next));
  };

  return (
    <>
      <Tooltip title={t('layout.volume')}>
        <IconButton color="inherit" aria-label={t('layout.volume')} onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}>
          <Icon />
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        transformOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        <Suspense fallback={null}>
          <VolumeSlider label={t('layout.volume')} volume={volume} onChange={change} />
        </Suspense>
      </Popover>
    </>
  );
}
