// Local home services in every city: movers, cleaners, plumbers, electricians, pest
// control and painters, three or four per city. Their pages live under the demo
// domain, so no real business is named or linked.
import { CITY_NAMES, type CityName } from '../../shared/cities.ts';
import type { Storage } from '../adapters/storage.ts';
import { renderWebp } from './pictures/render.ts';
import { drawService, SERVICE_KINDS, type ServiceKind } from './pictures/services.ts';
import { createRandom, type Random } from './random.ts';

const NAMES: Record<ServiceKind, readonly string[]> = {
  movers: ['{city} Packers and Movers', 'Shree Balaji Packers and Movers', 'SafeShift Relocations'],
  cleaning: ['Sparkle Home Cleaning', 'Spotless Homes {city}', 'Chamak Deep Cleaning'],
  plumbing: ['QuickFix Plumbing', '{city} Plumbing Works', 'Jal Seva Plumbers'],
  electrician: ['Bright Spark Electricals', 'Prakash Electric Works', 'PowerUp Home Electricians'],
  'pest-control': ['Safe Home Pest Control', 'Green Shield Pest Control'],
  painting: ['Rangoli Home Painters', 'ColourCraft Painting Services', 'Fresh Coat Painters'],
};

const PICTURE = { width: 960, height: 600 } as const;

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export type DemoService = {
  serviceName: string;
  url: string;
  contact: string;
  image: string;
  location: CityName;
};

export const buildServices = async (input: { random: Random; storage: Storage }): Promise<DemoService[]> => {
  const { random, storage } = input;
  const plan = CITY_NAMES.flatMap((city) =>
    random.sample(SERVICE_KINDS, random.int(3, 4)).map((kind) => {
      const serviceName = random.pick(NAMES[kind]).replace('{city}', city);
      return {
        kind,
        serviceName,
        url: `https://demo.thikana.in/services/${slug(serviceName)}-${slug(city)}`,
        contact: `${random.pick(['9', '8', '7'])}${String(random.int(0, 999_999_999)).padStart(9, '0')}`,
        location: city,
      };
    }),
  );
  // One drawing per kind of service; every service still gets its own stored object,
  // so deleting one never takes another's picture with it.
  const pictures = new Map<ServiceKind, Promise<Buffer>>();
  const pictureOf = (kind: ServiceKind) => {
    let picture = pictures.get(kind);
    if (!picture) {
      picture = renderWebp(
        drawService(createRandom(11_000 + SERVICE_KINDS.indexOf(kind)), kind),
        PICTURE.width,
        PICTURE.height,
      );
      pictures.set(kind, picture);
    }
    return picture;
  };
  return Promise.all(
    plan.map(async ({ kind, ...service }, index) => {
      const key = `services/seed-${index + 1}.webp`;
      if (!(await storage.exists(key))) await storage.put(key, await pictureOf(kind), 'image/webp');
      return { ...service, image: storage.publicUrl(key) };
    }),
  );
};
