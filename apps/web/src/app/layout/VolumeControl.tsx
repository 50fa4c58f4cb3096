import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Slider from '@mui/material/Slider';
import Tooltip from '@mui/material/Tooltip';
import VolumeDownOutlined from '@mui/icons-material/VolumeDownOutlined';
import VolumeOffOutlined from '@mui/icons-material/VolumeOffOutlined';
import VolumeUpOutlined from '@mui/icons-material/VolumeUpOutlined';
import { StorageKeys, readStorage, writeStorage } from '../../lib/storage';

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

  const change = (_: Event, value: number | number[]) => {
    const next = Array.isArray(value) ? value[0] : value;
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
        <Box sx={{ px: 2.5, py: 1.5, width: 200, display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <VolumeDownOutlined fontSize="small" color="action" />
          <Slider
            aria-label={t('layout.volume')}
            min={0}
            max={1}
            step={0.1}
            value={volume}
            onChange={change}
            valueLabelDisplay="auto"
            valueLabelFormat={(v) => `${Math.round(v * 100)}%`}
          />
          <VolumeUpOutlined fontSize="small" color="action" />
        </Box>
      </Popover>
    </>
  );
}
