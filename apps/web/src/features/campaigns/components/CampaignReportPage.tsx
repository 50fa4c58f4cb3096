import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { CampaignDTO } from '@zapdesk/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import DoneAllOutlined from '@mui/icons-material/DoneAllOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import MarkChatReadOutlined from '@mui/icons-material/MarkChatReadOutlined';
import MarkChatUnreadOutlined from '@mui/icons-material/MarkChatUnreadOutlined';
import WhatsApp from '@mui/icons-material/WhatsApp';
import { MainContainer } from '../../../components/MainContainer';
import { MainHeader } from '../../../components/MainHeader';
import { ResponsiveButton } from '../../../components/ResponsiveButton';
import { formatDateTime } from '../../../lib/dates';
import { STATUS_LABEL_KEYS } from '../campaign-rules';
import { useCampaignReport } from '../useCampaignReport';

function ReportCard({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={label}>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Box sx={{ color: 'primary.main', display: 'flex' }}>{icon}</Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="h6" noWrap>
            {value}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}

function ReportBody({ campaign }: { campaign: CampaignDTO }) {
  const { t } = useTranslation();
  const { report } = campaign;
  const percent = report.validContacts > 0 ? Math.round((report.delivered * 100) / report.validContacts) : 0;
  const cards: Array<{ key: string; icon: ReactNode; label: string; value: ReactNode }> = [
    { key: 'valid', icon: <GroupOutlined />, label: t('campaigns.report.validContacts'), value: report.validContacts },
    ...(campaign.confirmation
      ? [
          { key: 'requested', icon: <MarkChatUnreadOutlined />, label: t('campaigns.report.confirmationRequested'), value: report.confirmationRequested },
          { key: 'confirmed', icon: <MarkChatReadOutlined />, label: t('campaigns.report.confirmed'), value: report.confirmed },
        ]
      : []),
    { key: 'delivered', icon: <DoneAllOutlined />, label: t('campaigns.report.delivered'), value: report.delivered },
    { key: 'whatsapp', icon: <WhatsApp />, label: t('campaigns.report.whatsapp'), value: campaign.whatsapp?.name ?? t('campaigns.noWhatsapp') },
    { key: 'list', icon: <ListAltOutlined />, label: t('campaigns.report.contactList'), value: campaign.contactList?.name ?? t('campaigns.noContactList') },
    {
      key: 'schedule',
      icon: <CalendarMonthOutlined />,
      label: t('campaigns.report.scheduledAt'),
      value: campaign.scheduledAt ? formatDateTime(campaign.scheduledAt) : t('campaigns.noSchedule'),
    },
    {
      key: 'completed',
      icon: <EventAvailableOutlined />,
      label: t('campaigns.report.completedAt'),
      value: campaign.completedAt ? formatDateTime(campaign.completedAt) : t('campaigns.notCompleted'),
    },
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2, overflowY: 'auto', pb: 2 }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle1" component="h2" data-testid="campaign-report-status">
          {t('campaigns.report.status', { status: t(STATUS_LABEL_KEYS[campaign.status]), delivered: report.delivered, valid: report.validContacts })}
        </Typography>
        <LinearProgress variant="determinate" value={percent} sx={{ mt: 1.5, height: 10, borderRadius: 5 }} aria-label={t('campaigns.report.progress')} />
        {report.failed > 0 && (
          <Typography variant="body2" color="error" sx={{ mt: 1 }}>
            {t('campaigns.report.failed', { count: report.failed })}
          </Typography>
        )}
      </Paper>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
        {cards.map(({ key, ...card }) => (
          <ReportCard key={key} {...card} />
        ))}
      </Box>
    </Box>
  );
}

/** /campaign/:campaignId/report (spec §2): the status with 'delivered x of y valid contacts', a progress bar and the cards, live. */
export function CampaignReportPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().campaignId);
  const campaign = useCampaignReport(id);
  return (
    <MainContainer>
      <MainHeader
        title={campaign.data ? t('campaigns.report.title', { name: campaign.data.name }) : t('menu.campaignReport')}
        actions={<ResponsiveButton variant="outlined" label={t('campaigns.report.back')} icon={<ArrowBackOutlined />} onClick={() => navigate('/campaigns')} />}
      />
      {campaign.isError && <Alert severity="error">{t('campaigns.report.loadError')}</Alert>}
      {campaign.data ? <ReportBody campaign={campaign.data} /> : !campaign.isError && <Skeleton variant="rounded" height={120} />}
    </MainContainer>
  );
}
