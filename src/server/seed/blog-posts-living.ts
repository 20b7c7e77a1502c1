// Demo blog posts about living well: decor, flatmates, neighbourhoods and getaways.
import type { BlogPost } from './blog-post.ts';

export const LIVING_POSTS: readonly BlogPost[] = [
  {
    title: 'Make a rented flat feel like home without losing your deposit',
    category: 'Decor',
    scene: 'living-room',
    summary:
      'Rugs, plants, lamps and removable hooks change a room completely, and none of them needs a drill.',
    sections: [
      {
        subheading: 'Start with light',
        description:
          'Most rented flats have one harsh tube light per room. A floor lamp and a warm table lamp make evenings feel softer straight away, and you take them with you when you move.',
      },
      {
        subheading: 'Soft things and green things',
        description:
          'A cotton dhurrie, a few cushions and curtains in one colour tie a room together. Add two or three easy plants: a money plant, a snake plant and a ZZ plant forgive a missed watering or two.',
      },
    ],
  },
  {
    title: 'Small bedroom, big ideas',
    category: 'Decor',
    scene: 'bedroom',
    summary:
      'A bed with storage, a mirror opposite the window and one bold wall make a small room feel twice the size.',
    sections: [
      {
        subheading: 'Storage under and above',
        description:
          'Choose a bed with drawers or a hydraulic box. Use the space above the wardrobe for suitcases. Keep the floor as clear as you can: a visible floor makes a room feel bigger.',
      },
      {
        subheading: 'Use the light you have',
        description:
          'Hang a large mirror where it catches the window. Light, sheer curtains let the morning in while keeping privacy, and pale bedsheets reflect more light than dark ones.',
      },
    ],
  },
  {
    title: 'A kitchen that works for two flatmates',
    category: 'Decor',
    scene: 'kitchen',
    summary:
      'Two shelves, two sets of containers and one shared spice box: a tidy kitchen keeps a friendship.',
    sections: [
      {
        subheading: 'Give each person a shelf',
        description:
          'Label one shelf in the fridge and one in the cupboard for each person, and share the basics: oil, salt, tea, sugar and spices. Settle the shared basics once a month.',
      },
      {
        subheading: 'Clean as you go',
        description:
          'Agree on one simple rule, such as no dishes left overnight. It prevents more arguments than any roster on the fridge door.',
      },
    ],
  },
  {
    title: 'How to find a flatmate you will actually get along with',
    category: 'Flatmates',
    scene: 'shared-room',
    summary: 'Talk about money, guests, cleaning and sleep before you talk about anything else.',
    sections: [
      {
        subheading: 'The four conversations',
        description:
          'Before you agree to share, talk about how rent and bills will be split, how often guests can stay, who cleans what, and when each of you sleeps and works. Differences are fine; surprises are not.',
      },
      {
        subheading: 'Meet twice',
        description:
          'Meet once at the flat and once somewhere else, over chai or a meal. You will learn more in an hour of easy conversation than from any profile.',
      },
    ],
  },
  {
    title: 'Splitting bills fairly in a shared flat',
    category: 'Flatmates',
    scene: 'living-room',
    summary: 'Rent by room size, utilities equally, and one shared expense sheet that everyone can see.',
    sections: [
      {
        subheading: 'Rent by room, utilities by head',
        description:
          'If one room is bigger or has an attached bathroom, it is fair for that person to pay a little more rent. Electricity, internet, cooking gas and the cook or maid are usually split equally.',
      },
      {
        subheading: 'Settle up monthly',
        description:
          'Keep a shared sheet or use a bill-splitting app, and settle on the same date every month. Small amounts left for long become big resentments.',
      },
    ],
  },
  {
    title: 'PG or co-living: which one suits you?',
    category: 'Flatmates',
    scene: 'shared-room',
    summary:
      'A PG is simpler and cheaper; co-living gives you more privacy and a community. Here is how to choose.',
    sections: [
      {
        subheading: 'What a PG offers',
        description:
          'Meals, housekeeping and a warden are usually included, and rents are lower. Rules on timings and guests can be stricter, which many students and first-jobbers actually like.',
      },
      {
        subheading: 'What co-living offers',
        description:
          'Private or shared rooms in a furnished flat, a shared kitchen, wifi and cleaning included, and events that help you meet people in a new city. It costs more, but the rent covers almost everything.',
      },
    ],
  },
  {
    title: "Bengaluru's best neighbourhoods for people who work in tech",
    category: 'Neighbourhoods',
    scene: 'society',
    summary:
      'Koramangala, HSR Layout, Bellandur and Whitefield each suit a different commute and a different budget.',
    sections: [
      {
        subheading: 'Close to the Outer Ring Road',
        description:
          'HSR Layout and Bellandur put you close to the offices on the Outer Ring Road. HSR has wide roads and parks; Bellandur has newer societies with pools and gyms.',
      },
      {
        subheading: 'Further east or right in the middle',
        description:
          'Whitefield has its own tech parks and the metro, so many people live and work there without crossing the city. Koramangala is central, lively and full of places to eat, and rents reflect that.',
      },
    ],
  },
  {
    title: 'Living in Mumbai on a budget: areas worth a look',
    category: 'Neighbourhoods',
    scene: 'society',
    summary: 'Along the railway lines there are quieter, cheaper pockets that keep your commute short.',
    sections: [
      {
        subheading: 'Follow the local train',
        description:
          'In Mumbai, distance matters less than the train line. Goregaon, Malad and Borivali on the Western line, and Ghatkopar and Chembur on the Central and Harbour lines, offer more space for the rent than the island city.',
      },
      {
        subheading: 'Across the harbour',
        description:
          'Navi Mumbai, with Vashi, Nerul and Kharghar, has planned sectors, wide roads and good schools, and the trans-harbour link has brought it closer to South Mumbai.',
      },
    ],
  },
  {
    title: 'Kota for students: choosing a PG near the coaching centres',
    category: 'Neighbourhoods',
    scene: 'shared-room',
    summary: 'Talwandi, Indra Vihar and Landmark City are where most students live. Here is what to check.',
    sections: [
      {
        subheading: 'Distance and safety',
        description:
          'Pick a PG within walking distance of your institute so evening classes do not mean late rides. Check for CCTV, a warden who stays on the premises and a well-lit approach road.',
      },
      {
        subheading: 'Food and quiet',
        description:
          'Eat one meal at the PG before you decide. Ask about study hours, power backup during exams and how often rooms are cleaned.',
      },
    ],
  },
  {
    title: 'Weekend homes near Mumbai and Pune for a slow Saturday',
    category: 'Weekend Getaways',
    scene: 'weekend-home',
    summary:
      'From beach bungalows on Madh Island to lakeside villas near Mulshi, a day away is closer than you think.',
    sections: [
      {
        subheading: 'By the sea',
        description:
          'Madh Island, Gorai and Manori are a ferry ride or a short drive from the western suburbs, with old bungalows, coconut palms and quiet beaches on weekdays.',
      },
      {
        subheading: 'In the hills',
        description:
          'Around Mulshi and Khadakwasla near Pune, villas with pools and lawns look out over the water. The monsoon is the most beautiful season, and also the one to book early.',
      },
    ],
  },
  {
    title: 'Planning a group stay at a weekend home',
    category: 'Weekend Getaways',
    scene: 'weekend-home',
    summary:
      'Agree on the budget, the food and the house rules before you book, and the weekend takes care of itself.',
    sections: [
      {
        subheading: 'Book right',
        description:
          'Weekend homes are let by the day. Check the number of guests allowed, whether the caretaker cooks, and the check-in and check-out times. Ask about the deposit and when it comes back.',
      },
      {
        subheading: 'Be good guests',
        description:
          'Keep music down after 10 pm, look after the pool and the garden, and leave the kitchen as you found it. Owners remember good groups and are happy to have them back.',
      },
    ],
  },
];
