import { useTranslation } from 'react-i18next';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import { curlExamples, docsUrl, sendUrl } from '../external-send';
import { CodeBlock } from './CodeBlock';
import { Section } from './Section';

/** How to call the API (issue 14 point 4): the rules of the number, the token, curl with this instance's URL, the OpenAPI page. */
export function ApiInstructions() {
  const { t } = useTranslation();
  const examples = curlExamples(sendUrl());
  return (
    <Section id="messages-api-instructions" title={t('messagesApi.instructions.title')}>
      <Typography variant="body2">{t('messagesApi.instructions.token')}</Typography>
      <Typography variant="body2">{t('messagesApi.instructions.number')}</Typography>
      <Typography component="ul" variant="body2" sx={{ m: 0, pl: 3 }}>
        <li>{t('messagesApi.instructions.country')}</li>
        <li>{t('messagesApi.instructions.areaCode')}</li>
        <li>{t('messagesApi.instructions.phone')}</li>
      </Typography>
      <Typography variant="subtitle2" component="h3">
        {t('messagesApi.instructions.textTitle')}
      </Typography>
      <CodeBlock code={examples.text} copyLabel={t('messagesApi.instructions.copyText')} />
      <Typography variant="subtitle2" component="h3">
        {t('messagesApi.instructions.mediaTitle')}
      </Typography>
      <CodeBlock code={examples.media} copyLabel={t('messagesApi.instructions.copyMedia')} />
      <Typography variant="body2">{t('messagesApi.instructions.answer')}</Typography>
      <Link href={docsUrl()} target="_blank" rel="noopener" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}>
        {t('messagesApi.instructions.docs')}
        <OpenInNewOutlined fontSize="inherit" />
      </Link>
    </Section>
  );
}
