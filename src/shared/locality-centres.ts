// Where the localities of the 12 cities are: their approximate centres, to about 100 m
// (three decimals), for the map's labels and the approximate positions of listings
// (docs/decisions/0063-approximate-positions.md). Every locality of the demo content and
// of the synthetic data sets is here; a locality typed otherwise is matched by its
// leading words ("Koramangala 5th Block" is Koramangala), and one not known at all is
// placed around its city's centre.
import { CITIES, CITY_NAMES, type CityName } from './cities.ts';

export type LatLng = { lat: number; lng: number };
type Centres = Readonly<Record<string, readonly [lat: number, lng: number]>>;

export const LOCALITY_CENTRES: Readonly<Record<CityName, Centres>> = {
  Mumbai: {
    'Andheri West': [19.136, 72.827],
    'Andheri East': [19.115, 72.87],
    Powai: [19.118, 72.906],
    'Bandra West': [19.06, 72.829],
    'Goregaon East': [19.165, 72.861],
    'Malad West': [19.187, 72.836],
    'Borivali West': [19.231, 72.846],
    'Kandivali East': [19.206, 72.87],
    Chembur: [19.062, 72.9],
    'Lower Parel': [18.996, 72.83],
    'Dadar West': [19.019, 72.843],
    'Ghatkopar East': [19.08, 72.911],
    'Santacruz East': [19.081, 72.854],
    'Mulund West': [19.172, 72.951],
    Juhu: [19.107, 72.827],
    Versova: [19.133, 72.814],
    Colaba: [18.915, 72.826],
    Worli: [19.0, 72.815],
    'Jogeshwari West': [19.137, 72.844],
    'Vile Parle East': [19.1, 72.852],
    'Madh Island': [19.135, 72.79],
    Gorai: [19.245, 72.795],
    Manori: [19.215, 72.79],
    'Aksa Beach': [19.176, 72.795],
  },
  'Navi Mumbai': {
    Vashi: [19.077, 72.999],
    Nerul: [19.033, 73.019],
    Kharghar: [19.047, 73.07],
    'CBD Belapur': [19.019, 73.039],
    'Belapur CBD': [19.019, 73.039],
    Airoli: [19.157, 72.999],
    Sanpada: [19.062, 73.01],
    Seawoods: [19.02, 73.02],
    Ghansoli: [19.121, 73.003],
    'Kopar Khairane': [19.103, 73.011],
    Koparkhairane: [19.103, 73.011],
    Ulwe: [18.968, 73.025],
    Kamothe: [19.019, 73.096],
    Panvel: [18.989, 73.117],
    'Taloja Hills': [19.068, 73.12],
    Nere: [19.01, 73.16],
    Uran: [18.877, 72.94],
  },
  Delhi: {
    Saket: [28.524, 77.207],
    'Hauz Khas': [28.549, 77.2],
    'Lajpat Nagar': [28.568, 77.243],
    'Dwarka Sector 12': [28.592, 77.041],
    'Rohini Sector 9': [28.713, 77.114],
    'Vasant Kunj': [28.52, 77.158],
    'Karol Bagh': [28.652, 77.19],
    'Mayur Vihar Phase 1': [28.604, 77.294],
    'Laxmi Nagar': [28.631, 77.277],
    'Greater Kailash 1': [28.548, 77.234],
    Janakpuri: [28.622, 77.086],
    'Malviya Nagar': [28.534, 77.209],
    Pitampura: [28.699, 77.138],
    'Rajouri Garden': [28.647, 77.122],
    Kalkaji: [28.54, 77.259],
    'Mukherjee Nagar': [28.707, 77.209],
    Chhatarpur: [28.496, 77.184],
    'Sainik Farms': [28.506, 77.197],
    Mehrauli: [28.518, 77.179],
    'Westend Greens': [28.52, 77.12],
  },
  Bengaluru: {
    Koramangala: [12.935, 77.624],
    Indiranagar: [12.978, 77.641],
    'HSR Layout': [12.912, 77.645],
    Whitefield: [12.97, 77.75],
    Marathahalli: [12.956, 77.701],
    'Electronic City': [12.845, 77.66],
    'BTM Layout': [12.917, 77.61],
    Jayanagar: [12.925, 77.584],
    'JP Nagar': [12.907, 77.585],
    Bellandur: [12.926, 77.676],
    Hebbal: [13.035, 77.597],
    Malleshwaram: [13.003, 77.57],
    Yelahanka: [13.1, 77.596],
    Banashankari: [12.925, 77.547],
    'Sarjapur Road': [12.9, 77.69],
    'Bannerghatta Road': [12.888, 77.597],
    'Kalyan Nagar': [13.022, 77.64],
    Rajajinagar: [12.991, 77.552],
    Devanahalli: [13.247, 77.712],
    'Kanakapura Road': [12.87, 77.55],
    'Nandi Hills Road': [13.32, 77.67],
    Hesaraghatta: [13.137, 77.489],
  },
  Ahmedabad: {
    Satellite: [23.027, 72.507],
    Bodakdev: [23.039, 72.513],
    'Prahlad Nagar': [23.011, 72.508],
    Vastrapur: [23.037, 72.529],
    Navrangpura: [23.037, 72.558],
    Thaltej: [23.05, 72.508],
    Maninagar: [22.997, 72.603],
    Gota: [23.103, 72.541],
    Chandkheda: [23.11, 72.585],
    Bopal: [23.034, 72.464],
    Paldi: [23.012, 72.563],
    Naranpura: [23.057, 72.553],
    Thol: [23.135, 72.39],
    Sanand: [22.992, 72.381],
    Adalaj: [23.167, 72.58],
    Shela: [23.0, 72.46],
  },
  Hyderabad: {
    Gachibowli: [17.44, 78.349],
    Madhapur: [17.448, 78.391],
    Kondapur: [17.466, 78.364],
    'HITEC City': [17.447, 78.376],
    'Banjara Hills': [17.414, 78.439],
    'Jubilee Hills': [17.431, 78.407],
    Kukatpally: [17.494, 78.4],
    Miyapur: [17.497, 78.353],
    Begumpet: [17.444, 78.462],
    Manikonda: [17.405, 78.387],
    Ameerpet: [17.437, 78.448],
    Secunderabad: [17.44, 78.498],
    Kompally: [17.536, 78.486],
    Uppal: [17.405, 78.559],
    Shamirpet: [17.592, 78.571],
    Moinabad: [17.327, 78.272],
    Gandipet: [17.39, 78.308],
    Chevella: [17.308, 78.136],
  },
  Chennai: {
    Adyar: [13.006, 80.257],
    Velachery: [12.98, 80.218],
    'Anna Nagar': [13.085, 80.21],
    'T. Nagar': [13.042, 80.234],
    Thoraipakkam: [12.94, 80.234],
    Porur: [13.035, 80.158],
    Tambaram: [12.925, 80.118],
    Sholinganallur: [12.901, 80.228],
    'OMR Sholinganallur': [12.901, 80.228],
    Mylapore: [13.034, 80.268],
    Nungambakkam: [13.06, 80.242],
    'Besant Nagar': [12.999, 80.267],
    Perungudi: [12.965, 80.246],
    Guindy: [13.007, 80.213],
    Kilpauk: [13.083, 80.242],
    Injambakkam: [12.918, 80.25],
    Muttukadu: [12.81, 80.24],
    Uthandi: [12.868, 80.245],
    Kovalam: [12.79, 80.251],
  },
  Kolkata: {
    'Salt Lake Sector V': [22.577, 88.432],
    'Salt Lake': [22.58, 88.415],
    'New Town': [22.593, 88.484],
    Ballygunge: [22.528, 88.365],
    Behala: [22.499, 88.31],
    Tollygunge: [22.498, 88.346],
    Garia: [22.463, 88.398],
    'Dum Dum': [22.623, 88.421],
    Jadavpur: [22.497, 88.371],
    Alipore: [22.528, 88.331],
    'Lake Town': [22.605, 88.4],
    Kasba: [22.516, 88.39],
    'Park Street': [22.553, 88.352],
    Howrah: [22.585, 88.31],
    Joka: [22.452, 88.298],
    Baruipur: [22.357, 88.432],
    Rajarhat: [22.621, 88.455],
    'Bishnupur Road': [22.38, 88.27],
  },
  Pune: {
    Hinjewadi: [18.591, 73.738],
    Kharadi: [18.551, 73.935],
    Baner: [18.559, 73.787],
    Wakad: [18.599, 73.765],
    'Viman Nagar': [18.567, 73.914],
    'Koregaon Park': [18.536, 73.894],
    Hadapsar: [18.509, 73.926],
    Aundh: [18.559, 73.808],
    Kothrud: [18.507, 73.808],
    Magarpatta: [18.515, 73.928],
    'Pimple Saudagar': [18.599, 73.799],
    'Shivaji Nagar': [18.531, 73.847],
    Wagholi: [18.58, 73.983],
    Balewadi: [18.576, 73.779],
    Mulshi: [18.518, 73.514],
    Pirangut: [18.513, 73.681],
    Khadakwasla: [18.443, 73.767],
    'Sinhagad Road': [18.477, 73.818],
  },
  Jaipur: {
    'Malviya Nagar': [26.854, 75.815],
    'Vaishali Nagar': [26.912, 75.743],
    Mansarovar: [26.868, 75.76],
    'C-Scheme': [26.907, 75.806],
    'Raja Park': [26.893, 75.829],
    Jagatpura: [26.822, 75.856],
    'Tonk Road': [26.85, 75.8],
    'Bani Park': [26.929, 75.795],
    Sodala: [26.899, 75.772],
    'Vidhyadhar Nagar': [26.959, 75.777],
    'Pratap Nagar': [26.8, 75.82],
    Amer: [26.985, 75.851],
    Kukas: [27.029, 75.89],
    Achrol: [27.145, 75.908],
    Jaisinghpura: [26.975, 75.872],
  },
  Indore: {
    'Vijay Nagar': [22.752, 75.895],
    Palasia: [22.724, 75.887],
    Bhawarkua: [22.693, 75.867],
    'Rajendra Nagar': [22.674, 75.836],
    Nipania: [22.765, 75.913],
    'Sudama Nagar': [22.7, 75.833],
    'Scheme No. 78': [22.764, 75.893],
    'Scheme 54': [22.755, 75.898],
    'Saket Nagar': [22.718, 75.895],
    'Mahalaxmi Nagar': [22.762, 75.909],
    Annapurna: [22.695, 75.842],
    'AB Road': [22.735, 75.89],
    'Bicholi Mardana': [22.715, 75.93],
    Rau: [22.638, 75.809],
    Simrol: [22.536, 75.912],
    'Mhow Road': [22.65, 75.82],
    Kanadia: [22.724, 75.945],
  },
  Kota: {
    Talwandi: [25.148, 75.842],
    Kunhari: [25.2, 75.85],
    Kunhadi: [25.2, 75.85],
    'Mahaveer Nagar': [25.14, 75.83],
    'Indra Vihar': [25.143, 75.818],
    'Vigyan Nagar': [25.15, 75.86],
    'Rajeev Gandhi Nagar': [25.14, 75.835],
    Dadabari: [25.16, 75.825],
    'Landmark City': [25.218, 75.862],
    'Jawahar Nagar': [25.158, 75.836],
    Gumanpura: [25.181, 75.845],
    Kansua: [25.108, 75.858],
    Borkheda: [25.153, 75.882],
    'Chambal Riverfront': [25.183, 75.835],
    Nanta: [25.192, 75.812],
  },
};

/** Letters and digits only, lower case, single spaces: "C Scheme" and "C-Scheme" are one place. */
const keyOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const indexed = new Map<string, { key: string; centre: LatLng }[]>();
const centresOf = (city: CityName) => {
  let list = indexed.get(city);
  if (!list) {
    list = Object.entries(LOCALITY_CENTRES[city]).map(([name, [lat, lng]]) => ({
      key: keyOf(name),
      centre: { lat, lng },
    }));
    // Longest names first, so "Salt Lake Sector V" wins over "Salt Lake".
    list.sort((a, b) => b.key.length - a.key.length);
    indexed.set(city, list);
  }
  return list;
};

/**
 * The centre of a locality of the city: the same name in any spelling of case and
 * punctuation, a known name the locality starts with ("Koramangala 5th Block"), or a
 * known name that starts with it ("Dwarka" is Dwarka Sector 12). Null when none fits.
 */
export const localityCentre = (city: CityName, locality: string): LatLng | null => {
  const key = keyOf(locality);
  if (!key) return null;
  const list = centresOf(city);
  const found =
    list.find((c) => c.key === key) ??
    list.find((c) => key.startsWith(`${c.key} `)) ??
    list.find((c) => c.key.startsWith(`${key} `));
  return found?.centre ?? null;
};

/**
 * The cities with a locality of this name (docs/product/search.md#a-locality-of-another-city):
 * those that know the name in any spelling of case and punctuation; failing that, those with a
 * known name it starts with or that starts with it ("Andheri" is Andheri West's).
 */
export const citiesOfLocality = (locality: string): CityName[] => {
  const key = keyOf(locality);
  if (!key) return [];
  const named = CITY_NAMES.filter((city) => centresOf(city).some((c) => c.key === key));
  if (named.length > 0) return named;
  return CITY_NAMES.filter((city) => localityCentre(city, locality) !== null);
};

export const cityCentre = (city: CityName): LatLng => {
  const found = CITIES.find((c) => c.name === city)!;
  return { lat: found.lat, lng: found.lng };
};
