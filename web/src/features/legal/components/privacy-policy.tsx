import { LegalPage } from './legal-page';

/** The Privacy Policy: content/<language>/legal/privacy.md. */
export default function PrivacyPolicy({ backHref = '/' }: { backHref?: string }) {
  return <LegalPage document="privacy" backHref={backHref} />;
}
