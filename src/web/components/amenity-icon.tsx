// Every amenity (docs/product/listings.md#enumerations) has an icon
// (docs/product/screens.md#look-and-feel); the Record type makes a new amenity without an icon a
// type error.
import {
  ArrowUpDown,
  BatteryCharging,
  Brain,
  Cctv,
  CircleParking,
  Clapperboard,
  Dumbbell,
  Fence,
  Flame,
  Footprints,
  Gamepad2,
  Hotel,
  Leaf,
  type LucideIcon,
  Pill,
  ShieldCheck,
  ShoppingBasket,
  Sparkles,
  Trophy,
  UserCheck,
  Utensils,
  WashingMachine,
  Waves,
  Wifi,
} from 'lucide-react';
import type { Amenity } from '../../shared/amenities.ts';

const ICONS: Record<Amenity, LucideIcon> = {
  'Wifi Available': Wifi,
  'Swimming Pool': Waves,
  Lift: ArrowUpDown,
  Gym: Dumbbell,
  'Gas Pipeline': Flame,
  'Club House': Hotel,
  Caretaker: UserCheck,
  Spa: Sparkles,
  'Joggers Track': Footprints,
  Theatre: Clapperboard,
  'Meditation Zone': Brain,
  'Medical Store': Pill,
  'Power Backup': BatteryCharging,
  Security: ShieldCheck,
  'Gated Community': Fence,
  CCTV: Cctv,
  Parking: CircleParking,
  'Indoor Games': Gamepad2,
  'Outdoor Games': Trophy,
  Garden: Leaf,
  Banquet: Utensils,
  'Departmental Store': ShoppingBasket,
  'Laundry Facility': WashingMachine,
};

export function AmenityIcon(props: { amenity: Amenity; className?: string }) {
  const Icon = ICONS[props.amenity];
  return <Icon aria-hidden="true" className={props.className ?? 'h-6 w-6'} />;
}
