// Writes the demo content inside the caller's transaction, so a database is either
// fully seeded or not touched at all.
import { CITIES } from '../../shared/cities.ts';
import { PROPERTY_TYPE_VALUES } from '../../shared/enums.ts';
import type { Tx } from '../db/client.ts';
import {
  blogSections,
  blogs,
  categories,
  cities,
  listingImages,
  listings,
  services,
  users,
  viewingHours,
} from '../db/schema.ts';
import type { DemoBlog } from './blogs.ts';
import type { DemoListing } from './listings.ts';
import type { DemoUser } from './people.ts';
import type { DemoService } from './services.ts';
import { demoVisitingHours } from './visiting-hours.ts';

export type DemoContent = {
  people: DemoUser[];
  listings: DemoListing[];
  blogs: DemoBlog[];
  services: DemoService[];
  /** Which demo user writes each blog post (an index into `people`). */
  blogAuthors: DemoUser[];
};

export const writeDemoContent = async (tx: Tx, content: DemoContent, now: Date) => {
  await tx.insert(cities).values(CITIES.map(({ name, state, lat, lng }) => ({ name, state, lat, lng })));
  // In the order of the enumeration, so Apartment is the first chip on the home page.
  await tx.insert(categories).values(PROPERTY_TYPE_VALUES.map((propertyType) => ({ propertyType })));

  const userRows = await tx
    .insert(users)
    .values(
      content.people.map((p) => ({
        fullName: p.fullName,
        email: p.email,
        mobileNo: p.mobileNo,
        userType: p.userType,
        location: p.location,
        gender: p.gender,
        // The demo's addresses (at demo.thikana.in) count as proven, so the rent index counts the
        // demo's homes (docs/decisions/0133-figures-come-from-people.md). Their numbers are made up
        // and may be a real person's: those stay unproven, so a WhatsApp login never lands here.
        emailVerifiedAt: now,
      })),
    )
    .returning({ id: users.id, email: users.email });
  const userId = new Map(userRows.map((row) => [row.email, row.id]));
  const idOf = (person: DemoUser) => userId.get(person.email) as number;

  const listingRows = await tx
    .insert(listings)
    .values(
      content.listings.map((l) => ({
        userId: idOf(l.poster),
        listedBy: l.listedBy,
        propertyType: l.propertyType,
        fullName: l.poster.fullName,
        mobileNo: l.poster.mobileNo,
        email: l.poster.email,
        city: l.city,
        locality: l.locality,
        rent: l.rent,
        deposit: l.deposit,
        brokerage: l.brokerage,
        configuration: l.configuration,
        occupancy: l.occupancy,
        tenantType: l.tenantType,
        foodAllowed: l.foodAllowed,
        furnishingStatus: l.furnishingStatus,
        availableFrom: l.availableFrom,
        amenities: l.amenities,
        buildinCategory: l.buildinCategory,
        description: l.description,
        title: l.title,
        assured: l.assured,
        createdAt: l.createdAt,
        updatedAt: l.rentedAt ?? l.createdAt,
        lastConfirmedAt: l.createdAt,
        // A home let in the past year (seed/listings.ts): rented since then.
        ...(l.rentedAt ? { status: 'rented' as const, statusChangedAt: l.rentedAt } : {}),
      })),
    )
    .returning({ id: listings.id });
  await tx.insert(viewingHours).values(
    content.listings.flatMap((l, i) => {
      // A home let in the past year takes no visits.
      const hours = l.rentedAt ? null : demoVisitingHours(i);
      return hours
        ? [
            {
              posterId: idOf(l.poster),
              listingId: listingRows[i]?.id as number,
              hours,
              slotMinutes: 30,
              updatedAt: now,
            },
          ]
        : [];
    }),
  );
  await tx.insert(listingImages).values(
    content.listings.flatMap((l, i) =>
      l.photos.map((photo, position) => ({
        listingId: listingRows[i]?.id as number,
        position,
        key: photo.key,
        width: photo.width,
        height: photo.height,
      })),
    ),
  );

  for (const [i, blog] of content.blogs.entries()) {
    const author = content.blogAuthors[i % content.blogAuthors.length] as DemoUser;
    const [row] = await tx
      .insert(blogs)
      .values({
        userId: idOf(author),
        title: blog.title,
        summary: blog.summary,
        image: blog.image,
        category: blog.category,
        visibility: 'public',
        authorName: author.fullName,
        createdOn: blog.createdOn,
        updatedAt: blog.createdOn,
      })
      .returning({ id: blogs.id });
    await tx
      .insert(blogSections)
      .values(
        blog.sections.map((section, position) => ({ blogId: row?.id as number, position, ...section })),
      );
  }

  await tx.insert(services).values(content.services.map((s) => ({ ...s })));
};
