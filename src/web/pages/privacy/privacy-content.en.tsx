// /privacypolicy: the notice India's Digital Personal Data Protection Act, 2023 asks
// for: what is collected and why, who receives it, how long it is kept, how to
// withdraw consent or exercise rights, and whom to contact with a grievance.
import { Link } from 'react-router';
import {
  linkClass,
  listClass,
  type PlanWords,
  PolicyPage,
  PolicySection,
  SupportEmail,
} from '../../components/content/policy-page.tsx';
import { paths } from '../../paths.ts';

export default function PrivacyContent({ plan }: { plan: PlanWords }) {
  return (
    <PolicyPage title="Privacy Policy" effective="2024-10-01">
      <p>
        This notice explains what personal data Thikana collects, why, who receives it, how long we keep it
        and what you can do about it, as India's Digital Personal Data Protection Act, 2023 requires. Thikana
        is the data fiduciary for the data described here.
      </p>
      <PolicySection heading="What we collect and why">
        <ul className={listClass}>
          <li>
            <strong>Account details</strong>: your name, email, mobile number, account type, city and, if you
            add them, date of birth and gender. We use them to create your account, log you in, show your name
            on your listings and blog posts, and check you are {plan.minAge} or older before you buy a pass.
          </li>
          <li>
            <strong>Your consent</strong>: when you agreed to this notice and confirmed you are {plan.minAge}{' '}
            or older, and how. On our own sign-up, WhatsApp login and pass screens you tick the boxes
            yourself. If you sign up or buy a pass through another app or client that uses our service, that
            app shows you its own notice, and your account records the consent as given through an app or API
            client, with the time.
          </li>
          <li>
            <strong>Login and security data</strong>: one-time codes (stored only in scrambled form), your
            sessions, and the IP address and browser of a login. We use them to keep your account safe and to
            stop abuse.
          </li>
          <li>
            <strong>Listings</strong>: the property details, photos and contact details you enter. Photos are
            re-saved without their hidden metadata, such as the GPS position of the camera.
          </li>
          <li>
            <strong>Activity</strong>: your wishlist, the homes whose contacts you opened (My Visits) and a
            log of each contact you open. We use them to show your lists and to apply the pass's daily limit.
          </li>
          <li>
            <strong>Payments</strong>: the order, amount, payment id and pass dates. Card, UPI and bank
            details go to Razorpay and never reach us.
          </li>
          <li>
            <strong>Messages</strong>: what you send through the contact form, with your name, email and IP
            address, so we can reply and keep the form free of spam.
          </li>
          <li>
            <strong>Your location</strong>: if you press "use my location", your browser's position is used on
            your device only, to pick the nearest city. It is not sent to us.
          </li>
        </ul>
        <p>
          We keep your logged-in user, chosen city and search filters in your browser's local storage, and use
          one session cookie to keep you logged in and one device cookie to recognise a browser that logged in
          before. We use no advertising or tracking cookies, and we do not sell personal data.
        </p>
      </PolicySection>
      <PolicySection heading="Who receives your data">
        <ul className={listClass}>
          <li>
            <strong>WhatsApp (Meta Platforms)</strong> receives your mobile number with the one-time code or
            security notice it delivers.
          </li>
          <li>
            <strong>Razorpay</strong>, our payment gateway, receives the order and the payment details you
            give it.
          </li>
          <li>
            <strong>Our email provider</strong> delivers verification and password-reset codes, security
            notices about your account, and our replies to your messages.
          </li>
          <li>
            <strong>People looking for homes</strong>: the contact details on your listing are shown to pass
            holders and admins; your name on a listing or blog post is public.
          </li>
          <li>
            <strong>Our hosting and storage providers</strong>, who keep the service running on our
            instructions.
          </li>
          <li>Authorities, when Indian law requires us to share data.</li>
        </ul>
      </PolicySection>
      <PolicySection heading="How long we keep it">
        <ul className={listClass}>
          <li>
            Account details, listings, wishlist, visits, the log of contacts you opened, and the record of
            your consent and age confirmation: as long as your account exists.
          </li>
          <li>
            One-time codes: they expire after 10 minutes. Sessions end after 7 days without use, and after 30
            days at most (admin sessions: 30 minutes without use, 12 hours at most).
          </li>
          <li>Counts of failed logins and code requests, used to slow down abuse: 24 hours at most.</li>
          <li>
            Server logs (the time, address, page and result of each request, with phone numbers masked, and
            security events such as logins): 180 days, as India's CERT-In directions require, then deleted.
          </li>
          <li>
            The device cookie that lets your browser log in while others are locked out: one year in your
            browser.
          </li>
          <li>
            Payment records: 8 years, as Indian tax and company laws require, even after you delete your
            account.
          </li>
          <li>Contact messages: up to one year after we answer, unless a dispute needs them longer.</li>
        </ul>
        <p>
          When you delete your account, your details, listings with their photos, wishlist, visits, contact
          log and sessions are deleted. If you have bought a pass, the payment records stay, attached to an
          account with no name, email or phone. Blog posts you published stay under the author name shown on
          them; write to us if you want them removed.
        </p>
      </PolicySection>
      <PolicySection heading="Your rights and choices">
        <ul className={listClass}>
          <li>
            <strong>See and download</strong> your data from your{' '}
            <Link to={paths.profile()} className={linkClass}>
              profile
            </Link>
            .
          </li>
          <li>
            <strong>Correct</strong> your details by editing your profile or your listings.
          </li>
          <li>
            <strong>Delete</strong> your account, and with it your data, from your profile.
          </li>
          <li>
            <strong>Withdraw consent</strong> at any time by deleting your account or writing to us.
            Withdrawal stops further use of your data; it does not undo what was lawfully done before.
          </li>
          <li>
            <strong>Nominate</strong> someone to exercise these rights for you if you die or cannot act, by
            writing to us.
          </li>
        </ul>
      </PolicySection>
      <PolicySection heading="Grievance Officer">
        <p>
          For any question or complaint about your personal data, write to our Grievance Officer at{' '}
          <SupportEmail />. We reply within 30 days. If you are not satisfied with our answer, you may
          complain to the Data Protection Board of India.
        </p>
      </PolicySection>
      <PolicySection heading="Children">
        <p>
          Thikana is meant for adults. We do not knowingly collect data from anyone under 18; if you believe a
          child has given us data, write to us and we will delete it.
        </p>
      </PolicySection>
      <PolicySection heading="Changes">
        <p>
          If we change this policy we update the date above, and for important changes we tell you on the site
          before they apply.
        </p>
      </PolicySection>
    </PolicyPage>
  );
}
