// /terms&conditions, written for Thikana. Plan figures come from the plan on sale.
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

export default function TermsContent({ plan }: { plan: PlanWords }) {
  return (
    <PolicyPage title="Terms and Conditions" effective="2024-10-01">
      <p>
        These terms apply to everyone who uses Thikana, on the website or on a phone. By using Thikana you
        agree to them. If you do not agree, please do not use the service.
      </p>
      <PolicySection heading="1. What Thikana is">
        <p>
          Thikana is a marketplace where owners, brokers, tenants and flatmates list homes for rent and people
          looking for a home find them. Thikana is not a broker, an agent or a party to any rental agreement.
          The rent, deposit, brokerage (if a broker charges one) and every other term are agreed between you
          and the poster.
        </p>
      </PolicySection>
      <PolicySection heading="2. Your account">
        <ul className={listClass}>
          <li>Give true details, and keep your password and the OTPs sent to you private.</li>
          <li>
            You are responsible for what is done with your account. Tell us at once if you think it is
            misused.
          </li>
          <li>
            You may download your data or delete your account at any time from your{' '}
            <Link to={paths.profile()} className={linkClass}>
              profile
            </Link>
            .
          </li>
        </ul>
      </PolicySection>
      <PolicySection heading="3. Listing a property">
        <ul className={listClass}>
          <li>Listing is free. List only homes you have the right to rent out or to share.</li>
          <li>
            Describe the home honestly: its rent, deposit, brokerage, photos, amenities and availability.
            Photos must be of the actual home.
          </li>
          <li>
            Do not refuse or invite tenants in a way the law forbids, and do not post anything false,
            offensive or unlawful.
          </li>
          <li>
            Your name is shown on your listings. Your phone number and email are shown only to pass holders,
            admins and you.
          </li>
          <li>Our admins may edit or remove a listing that breaks these terms.</li>
        </ul>
      </PolicySection>
      <PolicySection heading="4. The contact pass">
        <ul className={listClass}>
          <li>
            The {plan.name} pass costs {plan.price} and shows the contact details of every listing for{' '}
            {plan.days} from the confirmed payment. It does not renew by itself.
          </li>
          <li>
            A pass opens up to {plan.dailyCap} new contacts a day, and you may buy at most {plan.passes} in
            any {plan.window}. These limits keep posters safe from scraping and spam.
          </li>
          <li>You must be {plan.minAge} or older to buy a pass.</li>
          <li>
            Payments are handled by Razorpay. Fees are non-refundable, as the{' '}
            <Link to={paths.refund()} className={linkClass}>
              refund policy
            </Link>{' '}
            explains.
          </li>
          <li>Use posters' contact details only to ask about their homes: never for marketing or resale.</li>
        </ul>
      </PolicySection>
      <PolicySection heading="5. No brokerage from Thikana">
        <p>
          Thikana never charges brokerage. A listing posted by a broker shows the brokerage that broker asks
          for; that fee is between you and the broker.
        </p>
      </PolicySection>
      <PolicySection heading="6. What you must not do">
        <ul className={listClass}>
          <li>Copy listings or contact details in bulk, by hand or with software.</li>
          <li>Post fake listings, ask for money before a visit, or impersonate anyone.</li>
          <li>Harass posters or other users, or send them spam.</li>
          <li>Try to break into, overload or get around the security of the service.</li>
        </ul>
      </PolicySection>
      <PolicySection heading="7. Blogs and other content">
        <p>
          When you publish a blog post you confirm that you wrote it or may publish it, and you let Thikana
          show it on the site. We may remove posts that are unlawful, misleading or offensive. Links to other
          websites are their owners' responsibility.
        </p>
      </PolicySection>
      <PolicySection heading="8. Our responsibility">
        <p>
          Listings are written by their posters. We do not inspect every home and cannot promise that a
          listing is accurate or that a home is still available. Visit the home, check the owner's documents
          and read the agreement before you pay anyone. To the extent the law allows, Thikana is not liable
          for losses arising from dealings between users.
        </p>
      </PolicySection>
      <PolicySection heading="9. Changes, law and contact">
        <p>
          We may update these terms; the date above shows when they last changed. These terms are governed by
          the laws of India. Questions: <SupportEmail />. How we handle your data is described in our{' '}
          <Link to={paths.privacy()} className={linkClass}>
            privacy policy
          </Link>
          .
        </p>
      </PolicySection>
    </PolicyPage>
  );
}
