import { APP_NAME, CONTACT_EMAIL } from '../../../lib/constants';
import { LegalPage } from './legal-page';

export default function PrivacyPolicy({ backHref = '/' }: { backHref?: string }) {
  return (
    <LegalPage title="Privacy Policy" backHref={backHref}>
      <section>
        <p>
          This Privacy Policy explains what information {APP_NAME} ("we", "us", "the app") collects when you use the app
          on the web, in Telegram or in Slack, how we use it, and the choices you have. The app is free to use.
        </p>
      </section>
      <section>
        <h2>1. Information we collect</h2>
        <ul>
          <li>
            Account information: your name, e-mail address, password (stored only as a secure hash) or, if you sign in
            with Google or Apple, the identifier and e-mail they share with us.
          </li>
          <li>Profile information you choose to add, such as a profile photo.</li>
          <li>
            Your activity: prayers you mark as completed, saved prayers, goals, reflections, replies, likes and the
            prayers you write.
          </li>
          <li>Settings such as notification preferences, reminder time and time zone.</li>
          <li>Messages you send us through the contact form.</li>
          <li>Basic technical data needed to run the service, such as a session cookie and server logs.</li>
        </ul>
      </section>
      <section>
        <h2>2. How we use it</h2>
        <ul>
          <li>To provide the daily prayer, track your streak and progress, and keep your saved content.</li>
          <li>To show reflections and prayers you choose to share with the community.</li>
          <li>To send reminders you ask for and to answer your messages.</li>
          <li>To keep the service secure and working.</li>
        </ul>
        <p className="mt-2">We do not sell your personal information and we do not use it for advertising.</p>
      </section>
      <section>
        <h2>3. What others can see</h2>
        <p>
          Reflections and prayers are private unless you choose to share them with the community. Shared items show your
          first name. Your notifications (a like or a reply on your reflection, a goal reached, a streak milestone) are
          shown only to you and are kept on our server for 90 days; they come to Telegram or Slack only if you turn them
          on there with <code>/notify on</code>.
        </p>
        <p>
          A prayer request you share to a Telegram group or a Slack channel is posted there by our bot, and we keep
          which message it is. If you delete the request, make it private or delete your account, the bot deletes that
          message from the group or channel too (Telegram lets a bot delete only for 48 hours; an older message is
          changed to say the request was taken back, without your words). Someone may have read or copied it before
          then.
        </p>
      </section>
      <section>
        <h2>4. Sharing with service providers</h2>
        <p>
          We use a small number of providers to host the service, send e-mail and, if you use them, sign you in (Google,
          Apple) or deliver messages (Telegram, Slack). They receive only what they need to do that job.
        </p>
      </section>
      <section>
        <h2>5. Keeping and deleting your data</h2>
        <p>
          We keep your information while your account is open. You can ask us to export or delete your account and data
          at any time by writing to us; deleted data is removed from our systems within a reasonable period.
        </p>
      </section>
      <section>
        <h2>6. Children</h2>
        <p>
          The app is not intended for children under 13, and we do not knowingly collect personal information from them.
          If you believe a child under 13 has given us information, contact us and we will delete it.
        </p>
      </section>
      <section>
        <h2>7. Security</h2>
        <p>
          We protect your information with reasonable measures such as encrypted connections and hashed passwords. No
          service can guarantee perfect security.
        </p>
      </section>
      <section>
        <h2>8. Your rights</h2>
        <p>
          Depending on where you live, including California, you may have the right to access, correct or delete your
          personal information and to know how it is used. Write to us to use these rights; we will not treat you
          differently for doing so.
        </p>
      </section>
      <section>
        <h2>9. Changes</h2>
        <p>If we change this policy we will update the date above and, for significant changes, tell you in the app.</p>
      </section>
      <section>
        <h2>10. Contact</h2>
        <p>
          Questions about this policy:{' '}
          <a className="font-medium text-brand-700 underline" href={`mailto:${CONTACT_EMAIL}`}>
            {CONTACT_EMAIL}
          </a>
          .
        </p>
      </section>
    </LegalPage>
  );
}
