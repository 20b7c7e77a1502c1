// Plain, warm descriptions of the demo listings, written the way a poster would.
import type { Amenity } from '../../shared/amenities.ts';
import type { CityName } from '../../shared/cities.ts';
import type { FoodPreference, Furnishing, ListedBy, PropertyType, TenantType } from '../../shared/enums.ts';
import type { Random } from './random.ts';

export type DescribedListing = {
  propertyType: PropertyType;
  roomLabel: string;
  city: CityName;
  locality: string;
  furnishing: Furnishing;
  tenantType: TenantType;
  foodAllowed: FoodPreference;
  listedBy: ListedBy;
  amenities: readonly Amenity[];
};

/** How each amenity reads in a sentence ("The society has a gym, piped gas and parking"). */
const AMENITY_PHRASE: Record<Amenity, string> = {
  'Wifi Available': 'wifi',
  'Swimming Pool': 'a swimming pool',
  Lift: 'a lift',
  Gym: 'a gym',
  'Gas Pipeline': 'piped gas',
  'Club House': 'a club house',
  Caretaker: 'a caretaker',
  Spa: 'a spa',
  'Joggers Track': "a joggers' track",
  Theatre: 'a home theatre',
  'Meditation Zone': 'a meditation corner',
  'Medical Store': 'a medical store nearby',
  'Power Backup': 'power backup',
  Security: '24x7 security',
  'Gated Community': 'gated entry',
  CCTV: 'CCTV cameras',
  Parking: 'parking',
  'Indoor Games': 'an indoor games room',
  'Outdoor Games': 'a play area',
  Garden: 'a garden',
  Banquet: 'a banquet hall',
  'Departmental Store': 'a departmental store nearby',
  'Laundry Facility': 'laundry service',
};

const amenityWords = (amenities: readonly Amenity[]) => {
  const words = amenities.map((a) => AMENITY_PHRASE[a]);
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
};

const FURNISHING_TEXT: Record<Furnishing, readonly string[]> = {
  FULLY_FURNISHED: [
    'It comes fully furnished, with beds, wardrobes, a sofa, a fridge and a washing machine, so you can move in with just your suitcase.',
    'Everything is in place: beds with mattresses, curtains, a dining table, a fridge and an RO water purifier.',
  ],
  SEMI_FURNISHED: [
    'It is semi-furnished with wardrobes, fans, lights and a modular kitchen; bring your own beds and sofa.',
    'Wardrobes, geysers, fans and a kitchen with a chimney are already fitted.',
  ],
  UNFURNISHED: [
    'It is unfurnished, a blank canvas to set up your way, with fans and lights already fitted.',
    'The home is unfurnished, freshly painted and ready for your own furniture.',
  ],
};

const TENANT_TEXT: Record<TenantType, string> = {
  NO_PREFERENCE: 'Open to everyone: families, couples and working professionals alike.',
  FAMILY: 'Families are preferred; the neighbours are friendly and the lanes are quiet.',
  MALE: 'Suited to working men and male students.',
  FEMALE: 'Suited to working women and female students, with a safe, well-lit approach road.',
  BACHELOR:
    'Groups of friends and bachelors are welcome, as long as the neighbours get their quiet after 10 pm.',
};

const CLOSING: Record<ListedBy, readonly string[]> = {
  Owner: [
    'I live close by and reply quickly; visits can be arranged on weekends.',
    'Rent is agreed directly with me, the owner. Do call before visiting.',
  ],
  Broker: [
    'I can show you the place any day of the week, and help with the agreement and police verification.',
    'Visits any day between 10 am and 7 pm. The agreement is registered online.',
  ],
  Tenant: [
    'I am moving to another city for work and would like to hand the flat over to someone who will look after it.',
    'My lease runs out soon and I am looking for the next tenant; the owner is easy to deal with.',
  ],
  Flatmate: [
    'You will share the flat with two easy-going working professionals; your room is your own.',
    'Looking for a tidy, friendly flatmate to share the flat and the electricity bill with.',
  ],
};

const NEARBY = [
  'Schools, a supermarket and the bus stop are all within walking distance.',
  'Daily needs are a short walk away, and the metro is about ten minutes by auto.',
  'A park, a vegetable market and a hospital are close by.',
  'Offices, cafes and the main road are a short ride away.',
];

const FOOD_TEXT = {
  VEG: 'Home-style vegetarian meals are served three times a day.',
  NONVEG: 'Breakfast and dinner are served, with non-veg dishes on most days.',
  NO_PREFERENCE: 'There is a shared kitchen, so you can cook or order in as you like.',
} as const;

export const describeListing = (random: Random, l: DescribedListing) => {
  const amenities = amenityWords(l.amenities.slice(0, 4));
  switch (l.propertyType) {
    case 'APARTMENT':
      return [
        `${random.pick(['A bright', 'An airy', 'A well-kept', 'A sunny', 'A spacious'])} ${l.roomLabel} flat in ${l.locality}, ${l.city}, on the ${random.pick(['second', 'third', 'fifth', 'seventh', 'tenth'])} floor of a ${random.pick(['quiet', 'friendly', 'well-maintained', 'green'])} society.`,
        random.pick(FURNISHING_TEXT[l.furnishing]),
        amenities ? `The society has ${amenities}.` : '',
        random.pick(NEARBY),
        TENANT_TEXT[l.tenantType],
        random.pick(CLOSING[l.listedBy]),
      ]
        .filter(Boolean)
        .join(' ');
    case 'PG_HOSTEL':
      return [
        `A clean, homely PG in ${l.locality} with ${l.roomLabel.toLowerCase()} rooms, each with its own cupboard and study table.`,
        FOOD_TEXT[l.foodAllowed],
        amenities ? `The PG has ${amenities}.` : '',
        'Rooms are cleaned daily and linen is changed every week.',
        TENANT_TEXT[l.tenantType],
        random.pick(CLOSING[l.listedBy]),
      ]
        .filter(Boolean)
        .join(' ');
    case 'CO_LIVING':
      return [
        `A modern co-living home in ${l.locality}, ${l.city}, with ${l.roomLabel.toLowerCase()} rooms and a common lounge where residents meet over weekend get-togethers.`,
        `Housekeeping, ${amenities || 'wifi'} are included in the rent.`,
        FOOD_TEXT[l.foodAllowed],
        TENANT_TEXT[l.tenantType],
        'Move in with a bag: the beds, the kitchen and the washing machine are ready.',
      ].join(' ');
    case 'WEEKEND_HOME':
      return [
        `A ${l.roomLabel} weekend home in ${l.locality}, about ${random.int(20, 45)} km from the centre of ${l.city}, with ${amenities || 'a garden'}.`,
        'Mornings are for birdsong on the lawn and evenings for a barbecue under the stars.',
        'A caretaker lives on the property and can cook simple local meals on request.',
        TENANT_TEXT[l.tenantType],
        'The rent is per day; check-in is at noon and check-out at 11 am.',
      ].join(' ');
    default:
      return l.propertyType satisfies never;
  }
};
