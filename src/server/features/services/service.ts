// Local home services (movers, cleaners, ...) per city. Anyone reads them; only
// admins add (with a photo through the listing photo pipeline) and delete them.
import type { CityName } from '../../../shared/cities.ts';
import { type Service, ServiceInputSchema } from '../../../shared/schemas/service.ts';
import type { Storage } from '../../adapters/storage.ts';
import type { Db } from '../../db/client.ts';
import { AppError, fieldErrorsOf } from '../../http/errors.ts';
import { requireAdmin } from '../../http/guards.ts';
import { refuseNulBytes } from '../../http/nul-bytes.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { uploadImage } from '../media/index.ts';
import { insertService, listLiveServices, type ServiceRow, softDeleteService } from './store.ts';

/** The multipart upload: the `file` part, and the `body` part (JSON) or loose text fields. */
export type ServiceUpload = { file: Buffer | null; body: string | null; fields: Record<string, string> };

const toService = (row: ServiceRow): Service => ({
  id: row.id,
  service_name: row.serviceName,
  url: row.url,
  contact: row.contact,
  image: row.image,
  location: row.location,
  user_id: row.userId,
});

const parseServiceBody = (upload: ServiceUpload) => {
  let raw: unknown = upload.fields;
  if (upload.body !== null) {
    try {
      raw = JSON.parse(upload.body);
    } catch {
      throw new AppError('BAD_INPUT', 'body: must be JSON', {
        errors: [{ field: 'body', message: 'must be JSON' }],
      });
    }
    refuseNulBytes(raw);
  }
  const parsed = ServiceInputSchema.safeParse(raw);
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error.issues);
    throw new AppError('BAD_INPUT', `${errors[0]!.field}: ${errors[0]!.message}`, { errors });
  }
  return parsed.data;
};

export const getServices = async ({ db, location }: { db: Db; location: CityName }) => ({
  services: (await listLiveServices(db, location)).map(toService),
});

export const addService = async ({
  db,
  storage,
  viewer,
  readUpload,
  now,
}: {
  db: Db;
  storage: Storage;
  viewer: Viewer | null;
  /** Read only after the admin check, so a refused upload is never buffered. */
  readUpload: () => Promise<ServiceUpload>;
  now: Date;
}) => {
  const admin = requireAdmin(viewer);
  const upload = await readUpload();
  const input = parseServiceBody(upload);
  const photo = await uploadImage({ db, storage, viewer: admin, readFile: async () => upload.file, now });
  await insertService(db, {
    serviceName: input.service_name,
    url: input.url,
    contact: input.contact,
    location: input.location,
    image: photo.md,
    userId: admin.id,
    createdAt: now,
  });
};

export const deleteService = async ({
  db,
  viewer,
  serviceId,
  now,
}: {
  db: Db;
  viewer: Viewer | null;
  serviceId: number;
  now: Date;
}) => {
  requireAdmin(viewer);
  if (!(await softDeleteService(db, serviceId, now))) throw new AppError('NOT_FOUND', 'Service not found');
};
