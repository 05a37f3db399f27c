import { LegalPage } from './legal-page';

/** The Terms of Service: content/<language>/legal/terms.md. */
export default function TermsOfService({ backHref = '/' }: { backHref?: string }) {
  return <LegalPage document="terms" backHref={backHref} />;
}
