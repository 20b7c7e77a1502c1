// The page behind the one-tap links of the weekly freshness message
// (docs/decisions/0043-freshness-links.md): it names the listing and offers one button;
// only the button changes anything, so a link preview does nothing. No login needed.
import { CircleCheck, House } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { isFreshnessToken } from '../../../shared/schemas/trust.ts';
import { messageOf } from '../../api/client.ts';
import { useAnswerFreshnessLink, useFreshnessLink } from '../../api/trust/freshness-link.ts';
import { paths } from '../../paths.ts';
import { Button } from '../../ui/button.tsx';

export default function ListingCheckPage() {
  const token = useParams().token ?? '';
  const link = useFreshnessLink(token);
  const answer = useAnswerFreshnessLink();
  const shell = (children: React.ReactNode) => (
    <section className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-10">{children}</section>
  );
  const isWellFormed = isFreshnessToken(token);
  if (!isWellFormed || link.isError) {
    return shell(
      <>
        <h1 className="text-2xl font-semibold text-slate-900">This link does not work</h1>
        <p className="text-slate-700">
          {isWellFormed ? messageOf(link.error) : 'This link is incomplete. Open it again from the message.'}
        </p>
        <Link to={paths.myProperties()} className="font-semibold text-brand-800 underline">
          Go to My Properties
        </Link>
      </>,
    );
  }
  if (link.isPending) return shell(<p role="status">Loading…</p>);
  const { title, listing_id } = link.data;
  const isRented = link.data.answer === 'rented';
  if (answer.isSuccess) {
    return shell(
      <>
        <h1 className="text-2xl font-semibold text-slate-900">
          {answer.data.status === 'rented' ? 'Marked as rented out' : 'Confirmed: still available'}
        </h1>
        <p className="text-slate-700">
          {answer.data.status === 'rented'
            ? `${title} has left every list on Thikana. Thank you for telling us.`
            : `Tenants now see that ${title} was confirmed available today.`}
        </p>
        <Link to={paths.propertyDetail(listing_id)} className="font-semibold text-brand-800 underline">
          See the listing
        </Link>
      </>,
    );
  }
  return shell(
    <>
      <h1 className="text-2xl font-semibold text-slate-900">
        {isRented ? `Is ${title} rented out?` : `Is ${title} still available?`}
      </h1>
      <p className="text-slate-700">
        {isRented
          ? 'It will leave search and every list at once; its page will say it is rented. You can bring it back from My Properties.'
          : 'Tenants will see that you confirmed it today.'}
      </p>
      <Button
        size="lg"
        variant={isRented ? 'secondary' : 'primary'}
        isLoading={answer.isPending}
        loadingLabel="Saving"
        onClick={() => answer.mutate(token)}
      >
        {isRented ? (
          <House aria-hidden="true" className="h-5 w-5" />
        ) : (
          <CircleCheck aria-hidden="true" className="h-5 w-5" />
        )}
        {isRented ? 'Yes, it is rented out' : 'Yes, still available'}
      </Button>
      {answer.isError && (
        <p role="alert" className="text-red-800">
          {messageOf(answer.error)}
        </p>
      )}
    </>,
  );
}
