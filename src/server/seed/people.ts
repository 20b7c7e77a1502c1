// Demo posters: owners, brokers, tenants and flatmates with names from the region of
// their city, emails at demo.thikana.in and Indian mobile numbers. None has a
// password and none is an admin: they exist so listings have someone behind them.
import { CITY_NAMES, type CityName } from '../../shared/cities.ts';
import type { Gender, ListedBy, UserType } from '../../shared/enums.ts';
import type { Random } from './random.ts';

type NamePool = { women: readonly string[]; men: readonly string[]; surnames: readonly string[] };

const MARATHI: NamePool = {
  women: ['Aarti', 'Prajakta', 'Snehal', 'Madhuri', 'Shruti', 'Neha', 'Sayali', 'Gauri'],
  men: ['Sachin', 'Rohan', 'Aniket', 'Omkar', 'Tejas', 'Vikram', 'Mandar', 'Siddharth'],
  surnames: [
    'Deshmukh',
    'Kulkarni',
    'Patil',
    'Joshi',
    'Gokhale',
    'Shinde',
    'Pawar',
    'Sawant',
    'Naik',
    'Mehta',
  ],
};
const HINDI: NamePool = {
  women: ['Priya', 'Anjali', 'Pooja', 'Kavita', 'Ritu', 'Shalini', 'Sunita', 'Neelam'],
  men: ['Amit', 'Rahul', 'Vikas', 'Saurabh', 'Nitin', 'Manish', 'Deepak', 'Gaurav'],
  surnames: [
    'Sharma',
    'Verma',
    'Gupta',
    'Agarwal',
    'Malhotra',
    'Chauhan',
    'Saxena',
    'Kapoor',
    'Bansal',
    'Jain',
  ],
};
const RAJASTHANI: NamePool = {
  women: ['Kiran', 'Mamta', 'Divya', 'Sarita', 'Rekha', 'Bhavna', 'Meenakshi', 'Komal'],
  men: ['Mahendra', 'Rajendra', 'Devendra', 'Lokesh', 'Hemant', 'Yogesh', 'Rakesh', 'Kuldeep'],
  surnames: ['Rathore', 'Shekhawat', 'Mathur', 'Sharma', 'Jain', 'Meena', 'Agarwal', 'Khandelwal', 'Sisodia'],
};
const MALWI: NamePool = {
  women: ['Shweta', 'Nidhi', 'Archana', 'Pallavi', 'Rashmi', 'Swati', 'Aditi', 'Monika'],
  men: ['Ankit', 'Sanjay', 'Abhishek', 'Pankaj', 'Rohit', 'Ashish', 'Vivek', 'Alok'],
  surnames: ['Tiwari', 'Dubey', 'Joshi', 'Vyas', 'Chouhan', 'Trivedi', 'Soni', 'Jain', 'Malviya'],
};
const GUJARATI: NamePool = {
  women: ['Hiral', 'Foram', 'Krupa', 'Dhruvi', 'Hetal', 'Jinal', 'Mansi', 'Riddhi'],
  men: ['Chirag', 'Jignesh', 'Parth', 'Nirav', 'Bhavin', 'Hardik', 'Kunal', 'Maulik'],
  surnames: ['Patel', 'Shah', 'Desai', 'Mehta', 'Trivedi', 'Parikh', 'Vyas', 'Pandya', 'Thakkar', 'Dave'],
};
const KANNADA: NamePool = {
  women: ['Shwetha', 'Divya', 'Ananya', 'Lakshmi', 'Pavithra', 'Sahana', 'Deepika', 'Rashmi'],
  men: ['Kiran', 'Prakash', 'Raghavendra', 'Suresh', 'Harsha', 'Manjunath', 'Naveen', 'Praveen'],
  surnames: ['Gowda', 'Rao', 'Shetty', 'Hegde', 'Kamath', 'Murthy', 'Bhat', 'Nayak', 'Kulkarni'],
};
const TELUGU: NamePool = {
  women: ['Lavanya', 'Swathi', 'Keerthi', 'Sravani', 'Bhavana', 'Harika', 'Sindhu', 'Madhavi'],
  men: ['Srinivas', 'Venkat', 'Ravi', 'Naveen', 'Karthik', 'Sai Kiran', 'Prasad', 'Mahesh'],
  surnames: ['Reddy', 'Rao', 'Naidu', 'Varma', 'Chowdary', 'Goud', 'Raju', 'Yadav', 'Prasad'],
};
const TAMIL: NamePool = {
  women: ['Priyanka', 'Deepa', 'Janani', 'Revathi', 'Kavya', 'Meena', 'Aishwarya', 'Nandhini'],
  men: ['Karthik', 'Senthil', 'Arun', 'Vignesh', 'Murali', 'Saravanan', 'Prabhu', 'Dinesh'],
  surnames: [
    'Subramanian',
    'Iyer',
    'Krishnan',
    'Raman',
    'Natarajan',
    'Pillai',
    'Srinivasan',
    'Venkatesh',
    'Chandrasekar',
  ],
};
const BENGALI: NamePool = {
  women: ['Sayani', 'Moumita', 'Ananya', 'Rituparna', 'Tanushree', 'Sreyashi', 'Payel', 'Debjani'],
  men: ['Arindam', 'Debashish', 'Sourav', 'Partha', 'Subhajit', 'Anirban', 'Sayan', 'Indranil'],
  surnames: ['Banerjee', 'Chatterjee', 'Mukherjee', 'Ghosh', 'Bose', 'Sen', 'Das', 'Dutta', 'Roy', 'Sarkar'],
};

const NAMES_BY_CITY: Record<CityName, NamePool> = {
  Mumbai: MARATHI,
  'Navi Mumbai': MARATHI,
  Pune: MARATHI,
  Delhi: HINDI,
  Jaipur: RAJASTHANI,
  Kota: RAJASTHANI,
  Indore: MALWI,
  Ahmedabad: GUJARATI,
  Bengaluru: KANNADA,
  Hyderabad: TELUGU,
  Chennai: TAMIL,
  Kolkata: BENGALI,
};

export type DemoUser = {
  fullName: string;
  email: string;
  mobileNo: string;
  userType: UserType;
  location: CityName;
  gender: Gender;
};

export type Poster = DemoUser & { listedBy: ListedBy };

/** Who lists homes in every city: three owners, a broker, a tenant moving out, a flatmate. */
const POSTER_ROLES: readonly ListedBy[] = ['Owner', 'Owner', 'Owner', 'Broker', 'Tenant', 'Flatmate'];

const EMAIL_DOMAIN = 'demo.thikana.in';

export const createPeople = (random: Random) => {
  const emails = new Set<string>();
  const mobiles = new Set<string>();
  const person = (pool: NamePool, location: CityName, userType: UserType): DemoUser => {
    const gender: Gender = random.chance(0.5) ? 'female' : 'male';
    const first = random.pick(gender === 'female' ? pool.women : pool.men);
    const last = random.pick(pool.surnames);
    const handle = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
    let email = `${handle}@${EMAIL_DOMAIN}`;
    for (let n = 2; emails.has(email); n += 1) email = `${handle}${n}@${EMAIL_DOMAIN}`;
    emails.add(email);
    let mobileNo = '';
    while (!mobileNo || mobiles.has(mobileNo)) {
      mobileNo = `${random.pick(['9', '9', '8', '7', '6'])}${String(random.int(0, 999_999_999)).padStart(9, '0')}`;
    }
    mobiles.add(mobileNo);
    return { fullName: `${first} ${last}`, email, mobileNo, userType, location, gender };
  };

  const posters: Poster[] = CITY_NAMES.flatMap((city) =>
    POSTER_ROLES.map((listedBy) => ({
      ...person(NAMES_BY_CITY[city], city, listedBy.toLowerCase() as UserType),
      listedBy,
    })),
  );
  /** The two people who write the blog: a long-time tenant and an owner. */
  const writers: DemoUser[] = [person(TAMIL, 'Bengaluru', 'tenant'), person(HINDI, 'Delhi', 'owner')];
  return { posters, writers };
};

export const postersOf = (posters: readonly Poster[], city: CityName, listedBy: ListedBy) =>
  posters.filter((p) => p.location === city && p.listedBy === listedBy);
