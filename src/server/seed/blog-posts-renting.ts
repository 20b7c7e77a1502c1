// Demo blog posts about renting: tips, the paperwork and moving in.
import type { BlogPost } from './blog-post.ts';

export const RENTING_POSTS: readonly BlogPost[] = [
  {
    title: 'Ten questions to ask before you rent a flat',
    category: 'Renting Tips',
    scene: 'society',
    summary:
      'A short checklist for your first visit, so nothing surprises you after you have paid the deposit.',
    sections: [
      {
        subheading: 'Ask about the money first',
        description:
          'What is the monthly rent, what is the deposit, and when is the deposit returned? Is maintenance included or paid separately to the society? Are electricity and water billed on a meter in your name?\n\nWrite the answers down. A clear yes or no now saves an awkward conversation later.',
      },
      {
        subheading: 'Then look at the home itself',
        description:
          'Open every tap and check the water pressure. Switch on the geyser and the fans. Look for damp patches on the ceiling, especially below the bathroom of the flat above. Ask when the society last painted the building and whether there are water cuts in summer.',
      },
      {
        subheading: 'Finally, ask about the rules',
        description:
          'Can you keep a pet? Are guests allowed to stay overnight? Is there a parking slot, and is it covered? Some societies have rules for bachelors or for cooking non-veg: it is better to know before you sign.',
      },
    ],
  },
  {
    title: 'How much security deposit is fair?',
    category: 'Renting Tips',
    scene: 'living-room',
    summary:
      'Deposits range from one month to ten months of rent across Indian cities. Here is how to think about it.',
    sections: [
      {
        subheading: 'It depends on the city',
        description:
          'In Delhi, Pune and Hyderabad two or three months of rent is usual. Bengaluru is known for asking much more, sometimes six to ten months. PGs and co-living places usually ask for one or two months.',
      },
      {
        subheading: 'What the Model Tenancy Act says',
        description:
          'The Model Tenancy Act of 2021 suggests a cap of two months of rent for homes. It applies only in states that have adopted it, but it is a fair reference when you negotiate.',
        hyperlink: 'https://mohua.gov.in',
      },
    ],
  },
  {
    title: 'Rent receipts and HRA: what you need from your landlord',
    category: 'Renting Tips',
    scene: 'living-room',
    summary:
      'If you claim house rent allowance, a few documents make your employer and the tax office happy.',
    sections: [
      {
        subheading: 'Monthly receipts',
        description:
          "Ask for a receipt with the rent amount, the period, the address and the landlord's signature. Paying by bank transfer gives you a record of every payment as well.",
      },
      {
        subheading: "The landlord's PAN",
        description:
          "When the rent you pay in a year is more than one lakh rupees, your employer will ask for your landlord's PAN. Ask for it when you sign the agreement rather than at the end of the financial year.",
        hyperlink: 'https://www.incometax.gov.in',
      },
    ],
  },
  {
    title: 'Spotting a fake listing before it costs you',
    category: 'Renting Tips',
    scene: 'society',
    summary:
      'A rent too good to be true and a request for a token amount before a visit are the two big warning signs.',
    sections: [
      {
        subheading: 'Never pay before you visit',
        description:
          'A genuine owner or broker will show you the home first. If someone asks for a token amount to "hold" a flat you have not seen, walk away.',
      },
      {
        subheading: 'Check who you are talking to',
        description:
          "Ask to see the electricity bill or the society maintenance receipt in the owner's name. On Thikana, listings marked Assured have been checked by our team, and you can always report a listing that looks wrong through the contact page.",
      },
    ],
  },
  {
    title: 'Why most rent agreements are for 11 months',
    category: 'Legal',
    scene: 'living-room',
    summary: 'The 11-month agreement is everywhere in India. Here is the reason, and what it means for you.',
    sections: [
      {
        subheading: 'The one-year line',
        description:
          'Under the Registration Act, a lease of a year or more must be registered, which means stamp duty and a visit to the sub-registrar. An agreement of 11 months stays below that line, so many owners prefer it.',
      },
      {
        subheading: 'What to check before you sign',
        description:
          'Read the notice period, the lock-in period and the clause on rent increase at renewal. A 5 to 10 percent increase each year is common; make sure the number is written down.',
      },
    ],
  },
  {
    title: 'Leave and licence agreements in Maharashtra',
    category: 'Legal',
    scene: 'society',
    summary:
      'In Mumbai, Pune and Navi Mumbai, a rental agreement is a leave and licence agreement, and it must be registered.',
    sections: [
      {
        subheading: 'Registration is compulsory',
        description:
          'Maharashtra law requires every leave and licence agreement to be registered, whatever its length. The good news is that it can be done online, with biometric verification at home through an authorised agent.',
        hyperlink: 'https://igrmaharashtra.gov.in',
      },
      {
        subheading: 'Keep a copy handy',
        description:
          'You will need the registered agreement for police verification, for a new gas connection and as address proof for your bank. Save the PDF in two places.',
      },
    ],
  },
  {
    title: 'Police verification for tenants, explained',
    category: 'Legal',
    scene: 'society',
    summary:
      'Many cities ask owners to register their tenants with the local police. It takes a few minutes online.',
    sections: [
      {
        subheading: 'Who does it and why',
        description:
          "The owner submits the tenant's details and ID proof to the local police station. It protects both of you: the owner knows who lives in the home, and you have an official record of your address.",
      },
      {
        subheading: 'What you will need',
        description:
          'A photo, a copy of your Aadhaar or passport, your permanent address and the rent agreement. Most state police websites have a tenant verification form; some cities also accept it at the police station.',
      },
    ],
  },
  {
    title: 'A moving-day checklist that actually works',
    category: 'Moving',
    scene: 'living-room',
    summary:
      'Label everything, keep one bag for the first night, and photograph the new flat before a single box goes in.',
    sections: [
      {
        subheading: 'Before the movers arrive',
        description:
          'Pack one "first night" bag: chargers, a change of clothes, bedsheets, a towel, medicines and a kettle. Label every box with the room it belongs in, not what is inside.',
      },
      {
        subheading: 'At the new home',
        description:
          'Walk through the empty flat with your phone and take photos and a video of every wall, tap and appliance. Share them with the owner the same day. It is the simplest way to get your full deposit back later.',
      },
      {
        subheading: 'The first week',
        description:
          'Update your address with your bank and employer, transfer the gas connection, and introduce yourself to the neighbours. The security guard and the building WhatsApp group will tell you more about the area than any map.',
      },
    ],
  },
  {
    title: 'Choosing packers and movers without stress',
    category: 'Moving',
    scene: 'kitchen',
    summary:
      'Get three quotes, ask what insurance covers, and never hand over your goods without a written inventory.',
    sections: [
      {
        subheading: 'Compare like with like',
        description:
          'Ask each company for a written quote after they see your things, not over the phone. Check that packing material, loading, unloading and transit insurance are all included.',
      },
      {
        subheading: 'On the day',
        description:
          'Make an inventory of every box and piece of furniture and have the team leader sign it. Keep jewellery, documents and laptops with you. Pay the balance only after everything is unloaded and checked.',
      },
    ],
  },
];
