// The 21 questions of the FAQ, in our own words. Figures about the pass come from
// the plan; the FAQ states no count the database cannot back.
import { CITY_NAMES } from '../../../shared/cities.ts';
import type { PlanWords } from '../../components/content/policy-page.tsx';
import { paths } from '../../paths.ts';
import { FaqLink as A, FaqAccordion, type FaqItem } from './faq-accordion.tsx';

export const faqItems = (plan: PlanWords): FaqItem[] => [
  {
    question: 'What is Thikana?',
    answer: (
      <p>
        Thikana is a rental marketplace for India. Owners, brokers, tenants and flatmates list apartments,
        PG/hostels, co-living spaces and weekend homes, and you search them by city, locality, budget and
        preferences, then talk to the poster directly. We are in {CITY_NAMES.length} cities:{' '}
        {CITY_NAMES.join(', ')}.
      </p>
    ),
  },
  {
    question: 'How do I book a home on Thikana?',
    answer: (
      <p>
        Thikana does not take bookings, token amounts or deposits. Find a home you like, open its contact
        details, visit it, and agree the rent, deposit and rental agreement directly with the owner or poster.
        Pay only after you have seen the home and the agreement.
      </p>
    ),
  },
  {
    question: 'Is Thikana really brokerage-free?',
    answer: (
      <p>
        Thikana itself never charges brokerage. Some homes are listed by brokers, who may charge their own
        fee: every listing says who listed it and how much brokerage applies (none, 15 days or 30 days of
        rent), and the search filters let you see only zero-brokerage homes or only homes listed by owners.
      </p>
    ),
  },
  {
    question: 'Is there an onboarding or registration fee?',
    answer: (
      <p>
        No. Signing up, searching, saving homes to your wishlist and listing your own property are free. The
        only fee on Thikana is the optional contact pass ({plan.price} for {plan.days}), which you need only
        to see the phone numbers and emails of posters.
      </p>
    ),
  },
  {
    question: 'What does the contact pass include?',
    answer: (
      <p>
        The {plan.name} pass costs {plan.price} and shows you the contact details of every listing for{' '}
        {plan.days}. It does not renew by itself. To stop scraping, a pass opens up to {plan.dailyCap} new
        contacts a day, you can buy at most {plan.passes} in any {plan.window}, and you must be {plan.minAge}{' '}
        or older.
      </p>
    ),
  },
  {
    question: 'Can I get a refund for the pass?',
    answer: (
      <p>
        Fees are non-refundable once the pass is active. Please read the{' '}
        <A to={paths.refund()}>refund policy</A> before you pay.
      </p>
    ),
  },
  {
    question: 'My money was debited but my pass is not active. What should I do?',
    answer: (
      <p>
        Payments are confirmed directly with our payment gateway, Razorpay, so a pass is credited even if your
        browser closed before the payment finished. If it has not appeared after an hour, write to us through{' '}
        <A to={paths.contactUs()}>Contact Us</A> with the payment id from your bank or UPI app and we will
        check it. A payment that failed at the gateway is returned by your bank.
      </p>
    ),
  },
  {
    question: 'How does login with an OTP work?',
    answer: (
      <p>
        On the <A to={paths.whatsappLogin()}>WhatsApp login</A> page, enter your mobile number and press Send
        OTP. We send a 6-digit code to that number on WhatsApp; it works for 10 minutes. If the number is new
        to Thikana, an account is created for you when you log in.
      </p>
    ),
  },
  {
    question: 'I did not receive the OTP. What now?',
    answer: (
      <p>
        Check that WhatsApp is active on that number and that you typed it correctly, then wait 30 seconds and
        ask for a new code. After 5 wrong attempts a code stops working, and there is an hourly limit on codes
        to protect your account; if you reach it, try again later. Thikana will never ask you to share an OTP
        with anyone.
      </p>
    ),
  },
  {
    question: 'How do I schedule a visit?',
    answer: (
      <p>
        Open the listing and press Get Contact Info, then call or message the poster to agree a time. The home
        is added to <A to={paths.visits()}>My Visits</A>, so you can find it again later.
      </p>
    ),
  },
  {
    question: 'What should I check when I visit a home?',
    answer: (
      <p>
        Water supply and pressure, mobile signal, power backup, the condition of fittings, who pays
        maintenance and electricity, the notice period, and the owner's identity and ownership documents. Ask
        for everything agreed to be written into the rental agreement.
      </p>
    ),
  },
  {
    question: 'How do I know which amenities a home has?',
    answer: (
      <p>
        Each listing shows the amenities its poster selected, such as Wifi, lift, power backup, security, gym
        or parking. Posters describe their own homes, so confirm the amenities that matter to you during the
        visit.
      </p>
    ),
  },
  {
    question: 'Are pets allowed?',
    answer: (
      <p>
        That is each owner's decision, and many listings do not say. Mention your pet when you first contact
        the poster, and if the owner agrees, ask for it to be written into the rental agreement.
      </p>
    ),
  },
  {
    question: 'Is parking available?',
    answer: (
      <p>
        Look for Parking among the amenities of the listing. Ask the poster whether the spot is for a car or a
        two-wheeler, whether it is covered, and whether it costs extra.
      </p>
    ),
  },
  {
    question: 'What is the difference between Apartment, PG/Hostel, Co-Living and Weekend Home?',
    answer: (
      <p>
        An apartment is a whole flat (1 to 6 BHK) or an independent house rented per month. A PG/hostel rents
        a bed in a single, double, triple or four-sharing room. Co-living is a furnished shared home with
        common spaces. A weekend home is rented per day for a short break.
      </p>
    ),
  },
  {
    question: 'What does "Open for all" mean?',
    answer: (
      <p>
        The poster has no preference about who rents the home, so families, bachelors, men and women may all
        apply. Such homes appear whatever tenant type you filter for.
      </p>
    ),
  },
  {
    question: 'Who can list a property?',
    answer: (
      <p>
        Owners, brokers, tenants who are moving out and flatmates looking for someone to share with. Listing
        is free: log in and use <A to={paths.addListing()}>List Your Space</A>. You can edit or delete your
        listings at any time from My Properties.
      </p>
    ),
  },
  {
    question: 'How do I find a flatmate or co-tenant?',
    answer: (
      <p>
        Search your city and, in the filters, choose Flatmate or Tenant under Property Listed by. PG/hostel
        and co-living listings are also a good way to share a home.
      </p>
    ),
  },
  {
    question: 'How do I stay safe from rental fraud?',
    answer: (
      <p>
        Never pay a token or deposit before you have visited the home and met the owner. Check the owner's ID
        and ownership documents, and be wary of rents far below the area's usual rates. If a listing looks
        wrong, tell us through <A to={paths.contactUs()}>Contact Us</A>.
      </p>
    ),
  },
  {
    question: 'Can I change the city I am searching in?',
    answer: (
      <p>
        Yes. Choose a city from the menu at the top of the page, or use your location and we pick the nearest
        of our cities. Your choice is remembered on this device.
      </p>
    ),
  },
  {
    question: 'How do I download my data or delete my account?',
    answer: (
      <p>
        Both are on your <A to={paths.profile()}>profile page</A>. The{' '}
        <A to={paths.privacy()}>privacy policy</A> explains what we keep, why, and for how long.
      </p>
    ),
  },
];

export default function FaqContent({ plan }: { plan: PlanWords }) {
  return <FaqAccordion title="Frequently Asked Questions" items={faqItems(plan)} />;
}
