import { APP_NAME, CONTACT_EMAIL } from '../../../lib/constants';
import { LegalPage } from './legal-page';

export default function TermsOfService({ backHref = '/' }: { backHref?: string }) {
  return (
    <LegalPage title="Terms of Service" backHref={backHref}>
      <section>
        <p>
          These Terms of Service govern your use of {APP_NAME} on the web, in Telegram and in Slack. By creating an
          account or using the app you agree to them. If you do not agree, please do not use the app.
        </p>
      </section>
      <section>
        <h2>1. Eligibility</h2>
        <p>
          You must be at least 13 years old to use the app. If you are under the age of majority where you live, you may
          use it only with the consent of a parent or guardian.
        </p>
      </section>
      <section>
        <h2>2. Your account</h2>
        <p>
          Keep your sign-in details safe and tell us if you think someone else has used your account. You are
          responsible for what happens under your account. You may stop using the app at any time.
        </p>
      </section>
      <section>
        <h2>3. Your content</h2>
        <p>
          You own the reflections, replies and prayers you write. When you share content with the community you allow us
          to display it to other users of the app. Private content stays visible only to you.
        </p>
      </section>
      <section>
        <h2>4. Community conduct</h2>
        <ul>
          <li>Be kind and respectful; no harassment, hate, threats or explicit content.</li>
          <li>Do not post anything unlawful, misleading, or that infringes someone else's rights.</li>
          <li>Do not spam, advertise or attempt to disrupt or break into the service.</li>
        </ul>
        <p className="mt-2">We may remove content or suspend accounts that break these rules.</p>
      </section>
      <section>
        <h2>5. Our content</h2>
        <p>
          The prayers, devotional text and design of the app belong to us or our licensors. You may share prayers for
          personal, non-commercial use with the app's share tools.
        </p>
        <p className="mt-2">
          The Bibles in the app are public domain texts, bundled with it and read without a network: the World English
          Bible, the King James Version and the Reina-Valera 1909, converted word for word from the SWORD modules Debian
          ships (sword-text-web, sword-text-kjv, sword-text-sparv). &ldquo;World English Bible&rdquo; is a trademark of
          eBible.org for the unchanged text, which is what we show. In the United Kingdom the King James Version is
          under Crown letters patent: printing it there, or importing printed copies, needs permission; elsewhere it is
          in the public domain.
        </p>
      </section>
      <section>
        <h2>6. No professional advice</h2>
        <p>
          The app offers spiritual encouragement. It is not medical, psychological, legal or financial advice. If you
          are in crisis, contact local emergency services.
        </p>
      </section>
      <section>
        <h2>7. Availability and changes</h2>
        <p>
          The app is provided free of charge, "as is" and "as available". We may change, suspend or end features at any
          time. To the fullest extent the law allows, we are not liable for indirect or consequential losses arising
          from your use of the app.
        </p>
      </section>
      <section>
        <h2>8. Governing law</h2>
        <p>
          These terms are governed by the laws of the State of California, United States, without regard to its
          conflict-of-law rules.
        </p>
      </section>
      <section>
        <h2>9. Changes to these terms</h2>
        <p>
          If we change these terms we will update the date above. Continuing to use the app after a change means you
          accept the new terms.
        </p>
      </section>
      <section>
        <h2>10. Contact</h2>
        <p>
          Questions about these terms:{' '}
          <a className="font-medium text-brand-700 underline" href={`mailto:${CONTACT_EMAIL}`}>
            {CONTACT_EMAIL}
          </a>
          .
        </p>
      </section>
    </LegalPage>
  );
}
