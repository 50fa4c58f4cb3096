import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import VolumeDownOutlined from '@mui/icons-material/VolumeDownOutlined';
import VolumeUpOutlined from '@mui/icons-material/VolumeUpOutlined';

export interface VolumeSliderProps {
  label: string;
  volume: number;
  onChange: (volume: number) => void;
}

/** The slider of the volume popover, 0-1 in steps of 0.1, shown as a percentage while dragged. */
export function VolumeSlider({ label, volume, onChange }: VolumeSliderProps) {
  return (
    <Box sx={{ px: 2.5, py: 1.5, width: 200, display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <VolumeDownOutlined fontSize="small" color="action" />
      <Slider
        aria-label={label}
        min={0}
        max={1}
        step={0.1}
        value={volume}
        onChange={(_, value) => onChange(Array.isArray(value) ? value[0] : value)}
        valueLabelDisplay="auto"
        valueLabelFormat={(v) => `${Math.round(v * 100)}%`}
      />
      <VolumeUpOutlined fontSize="small" color="action" />
    </Box>
  );
}
