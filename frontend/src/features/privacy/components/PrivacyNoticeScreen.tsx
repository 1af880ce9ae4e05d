import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useGetPublicConfigQuery } from '../../../api/configApi';
import { PageTitle } from '../../../components/PageTitle';
import { usePageTitle } from '../../../components/layout/usePageTitle';
import { STANDALONE_LINK } from '../../../components/tapTarget';
import { useGetPrivacyNoticeQuery, type PrivacyNotice } from '../api/privacyApi';

/** Long addresses and e-mails wrap inside a 390 px phone instead of widening the page. */
const WRAP = { overflowWrap: 'anywhere' } as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Items({ items }: { items: string[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 3, '& li': { mb: 0.75 } }}>
      {items.map((item) => (
        <Typography component="li" key={item}>
          {item}
        </Typography>
      ))}
    </Box>
  );
}

/** The officer the admin named, or, until then, the business's own phone and address. */
function Contact({ notice, loading }: { notice: PrivacyNotice | undefined; loading: boolean }) {
  const { t } = useTranslation('privacy');
  const { data: config } = useGetPublicConfigQuery();
  if (loading) return <Skeleton variant="rounded" height={96} aria-label={t('loading')} />;
  const dpo = notice?.dpo;
  if (dpo) {
    return (
      <Box>
        <Typography sx={{ fontWeight: 600, mb: 0.5 }}>{t('contact.officer')}</Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, alignItems: 'center' }}>
          <Typography component="dt" color="text.secondary">
            {t('contact.name')}
          </Typography>
          <Typography component="dd" sx={{ m: 0, ...WRAP }}>
            {dpo.name}
          </Typography>
          <Typography component="dt" color="text.secondary">
            {t('contact.email')}
          </Typography>
          <Box component="dd" sx={{ m: 0, minWidth: 0 }}>
            <Link href={`mailto:${dpo.email}`} sx={{ ...STANDALONE_LINK, ...WRAP }}>
              {dpo.email}
            </Link>
          </Box>
          <Typography component="dt" color="text.secondary">
            {t('contact.phone')}
          </Typography>
          <Box component="dd" sx={{ m: 0 }}>
            <Link href={`tel:${dpo.phone.replace(/[^\d+]/g, '')}`} sx={STANDALONE_LINK}>
              {dpo.phone}
            </Link>
          </Box>
        </Box>
      </Box>
    );
  }
  if (!config) return <Typography>{t('contact.unavailable')}</Typography>;
  return (
    <Typography sx={WRAP}>
      {t('contact.business', { business: config.businessName, phone: config.businessPhone, address: config.businessAddress })}
    </Typography>
  );
}

/**
 * '/privacy': the privacy notice (PDPA 2010, as amended 2024), public and in the app's language.
 * The text is the catalogue's; its version and the officer to contact come from the server, where
 * the version has its one home.
 */
export function PrivacyNoticeScreen() {
  const { t } = useTranslation('privacy');
  usePageTitle(t('pageTitle'));
  const { data: config } = useGetPublicConfigQuery();
  const { data: notice, isLoading } = useGetPrivacyNoticeQuery();
  const business = config?.businessName ?? '';
  return (
    <Box sx={{ maxWidth: 860, mx: 'auto' }}>
      <PageTitle
        title={t('title')}
        subtitle={
          <>
            {business ? t('subtitle', { business }) : null}
            <Box component="span" sx={{ display: 'block', fontSize: '0.875rem', mt: 0.5 }} data-testid="privacy-version">
              {notice ? (
                t('version', { version: notice.version })
              ) : (
                <Skeleton width={140} component="span" sx={{ display: 'inline-block' }} />
              )}
            </Box>
          </>
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Stack spacing={3}>
          <Typography>{t('intro', { business: business || t('businessFallback') })}</Typography>
          <Section id="privacy-collect" title={t('collect.title')}>
            <Items
              items={[
                t('collect.identity'),
                t('collect.contact'),
                t('collect.documents'),
                t('collect.signatures'),
                t('collect.payments'),
                t('collect.rentals'),
              ]}
            />
          </Section>
          <Section id="privacy-why" title={t('why.title')}>
            <Items items={[t('why.identity'), t('why.agreements'), t('why.payments'), t('why.contact'), t('why.legal')]} />
            <Typography sx={{ mt: 1 }}>{t('why.obligatory')}</Typography>
          </Section>
          <Section id="privacy-share" title={t('share.title')}>
            <Typography>{t('share.body')}</Typography>
          </Section>
          <Section id="privacy-keep" title={t('keep.title')}>
            <Items
              items={[t('keep.documents', { months: notice?.documentRetentionMonths ?? 24 }), t('keep.records'), t('keep.security')]}
            />
          </Section>
          <Section id="privacy-rights" title={t('rights.title')}>
            <Items items={[t('rights.access'), t('rights.correct'), t('rights.delete'), t('rights.portability'), t('rights.withdraw')]} />
            <Typography sx={{ mt: 1 }}>{t('rights.howTo')}</Typography>
          </Section>
          <Section id="privacy-breach" title={t('breach.title')}>
            <Typography>{t('breach.body')}</Typography>
          </Section>
          <Section id="privacy-contact" title={t('contact.title')}>
            <Contact notice={notice} loading={isLoading} />
          </Section>
          <Typography variant="body2" color="text.secondary">
            {t('consent')}
          </Typography>
        </Stack>
      </Paper>
    </Box>
  );
}
