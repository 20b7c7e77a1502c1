import type { Listing } from '../../shared/schemas/listing.ts';

/** 'Get Contact Info': owner details, login, or the subscription dialog (SPEC.md section 4). */
export function GetContactInfoButton(props: { listing: Listing; className?: string }) {
  void props;
  return null;
}
