// Seed list of Bengaluru localities with their India Post pincodes and a short neighbourhood description.
import type { LocalitySeed } from './types.ts';

export const LOCALITIES: LocalitySeed[] = [
  {
    name: 'Koramangala',
    slug: 'koramangala',
    pincodes: ['560034', '560095'],
    description: 'Startup central, with blocks full of cafes, pubs and restaurants around the Forum mall and Sony World junction.',
  },
  {
    name: 'Indiranagar',
    slug: 'indiranagar',
    pincodes: ['560038', '560008'],
    description:
      'Known for 100 Feet Road and 12th Main, lined with boutiques, breweries and restaurants, with quiet tree-lined residential cross roads behind them.',
  },
  {
    name: 'Jayanagar',
    slug: 'jayanagar',
    pincodes: ['560041', '560011', '560069', '560070'],
    description: 'One of the oldest planned layouts in the city, famous for its 4th Block shopping complex, wide roads and parks.',
  },
  {
    name: 'HSR Layout',
    slug: 'hsr-layout',
    pincodes: ['560102'],
    description: 'A planned layout of sectors off Outer Ring Road, popular with young professionals and startups for its cafes and gyms.',
  },
  {
    name: 'Whitefield',
    slug: 'whitefield',
    pincodes: ['560066', '560067'],
    description:
      'Once a quiet Anglo-Indian settlement, now a major IT hub around ITPL, with gated communities, malls and international schools.',
  },
  {
    name: 'Malleswaram',
    slug: 'malleswaram',
    pincodes: ['560003', '560055'],
    description: 'A traditional old-Bengaluru neighbourhood known for Sampige Road, 8th Cross market, temples and legendary tiffin rooms.',
  },
  {
    name: 'BTM Layout',
    slug: 'btm-layout',
    pincodes: ['560029', '560076'],
    description: 'A busy residential area between Koramangala and JP Nagar, packed with PGs, coaching centres and affordable eateries.',
  },
  {
    name: 'Marathahalli',
    slug: 'marathahalli',
    pincodes: ['560037'],
    description: 'A bustling junction on Outer Ring Road near the tech parks, known for its bridge, electronics shops and endless traffic.',
  },
  {
    name: 'Electronic City',
    slug: 'electronic-city',
    pincodes: ['560100'],
    description:
      "One of India's first IT parks, home to Infosys and Wipro campuses, connected to the city by the elevated Hosur Road expressway.",
  },
  {
    name: 'Banashankari',
    slug: 'banashankari',
    pincodes: ['560050', '560085', '560070'],
    description: 'A large residential area in south Bengaluru named after the Banashankari Amma temple, with a big BMTC bus terminus.',
  },
  {
    name: 'Basavanagudi',
    slug: 'basavanagudi',
    pincodes: ['560004', '560019'],
    description: 'A heritage neighbourhood known for the Bull Temple, Gandhi Bazaar, DVG Road eateries and the annual Kadalekai Parishe.',
  },
  {
    name: 'Rajajinagar',
    slug: 'rajajinagar',
    pincodes: ['560010', '560086'],
    description:
      'A large residential area in west Bengaluru with an industrial estate, the ISKCON temple on West of Chord Road and busy market streets.',
  },
  {
    name: 'Yelahanka',
    slug: 'yelahanka',
    pincodes: ['560064', '560063'],
    description: 'An old town in the north, now a fast-growing suburb near the airport and the Air Force station that hosts Aero India.',
  },
  {
    name: 'Hebbal',
    slug: 'hebbal',
    pincodes: ['560024'],
    description: 'Known for its lake and the big flyover on the airport road, with business parks and new apartment complexes around it.',
  },
  {
    name: 'JP Nagar',
    slug: 'jp-nagar',
    pincodes: ['560078', '560076'],
    description:
      'A sprawling residential area of many phases in south Bengaluru, with good parks, hospitals and easy access to Bannerghatta Road.',
  },
  {
    name: 'MG Road',
    slug: 'mg-road',
    pincodes: ['560001'],
    description:
      "The city's central boulevard, close to Brigade Road, Church Street and Cubbon Park, with offices, shops and the metro overhead.",
  },
  {
    name: 'Frazer Town',
    slug: 'frazer-town',
    pincodes: ['560005'],
    description: 'A lively, old cantonment-era neighbourhood famous for Mosque Road and its Ramzan food street.',
  },
  {
    name: 'Sadashivanagar',
    slug: 'sadashivanagar',
    pincodes: ['560080'],
    description: "One of the city's most upmarket residential areas, with large bungalows, green avenues and Sankey Tank nearby.",
  },
  {
    name: 'RT Nagar',
    slug: 'rt-nagar',
    pincodes: ['560032'],
    description: 'A well-established residential area in north Bengaluru with a busy main road of shops, eateries and clinics.',
  },
  {
    name: 'Bellandur',
    slug: 'bellandur',
    pincodes: ['560103'],
    description: 'A tech-corridor locality on Outer Ring Road, next to Ecospace and the Bellandur lake, full of apartment complexes.',
  },
  {
    name: 'Vijayanagar',
    slug: 'vijayanagar',
    pincodes: ['560040'],
    description: 'A busy residential and commercial area in west Bengaluru with a metro station, markets and plenty of small eateries.',
  },
  {
    name: 'Yeshwanthpur',
    slug: 'yeshwanthpur',
    pincodes: ['560022'],
    description: 'A major railway junction and wholesale market area in north-west Bengaluru, also home to a large APMC yard.',
  },
  {
    name: 'Ulsoor',
    slug: 'ulsoor',
    pincodes: ['560008'],
    description: 'An old neighbourhood around Ulsoor Lake near MG Road, with historic temples, the Gurudwara and bustling bazaars.',
  },
  {
    name: 'Domlur',
    slug: 'domlur',
    pincodes: ['560071'],
    description:
      'A compact area between Indiranagar and Koramangala near the old airport road, with offices, apartments and small eateries.',
  },
  {
    name: 'Richmond Town',
    slug: 'richmond-town',
    pincodes: ['560025'],
    description: 'A quiet, leafy colonial-era neighbourhood south of MG Road with old bungalows, churches and bakeries.',
  },
  {
    name: 'Kalyan Nagar',
    slug: 'kalyan-nagar',
    pincodes: ['560043'],
    description:
      'A fast-growing north-east neighbourhood near the Outer Ring Road, known for the restaurants and cafes of neighbouring HRBR Layout.',
  },
  {
    name: 'CV Raman Nagar',
    slug: 'cv-raman-nagar',
    pincodes: ['560093'],
    description: 'A residential area near the DRDO and Bagmane Tech Park, with many government quarters and apartment complexes.',
  },
  {
    name: 'KR Puram',
    slug: 'kr-puram',
    pincodes: ['560036', '560016'],
    description: 'A busy eastern suburb with a major railway station and the hanging bridge at the Old Madras Road junction.',
  },
  {
    name: 'Kengeri',
    slug: 'kengeri',
    pincodes: ['560060'],
    description: 'A south-western suburb on Mysore Road with a satellite town, a metro station and a fast-growing residential market.',
  },
  {
    name: 'Peenya',
    slug: 'peenya',
    pincodes: ['560058', '560057'],
    description: 'One of the largest industrial areas in South Asia, packed with small and medium manufacturing units and workshops.',
  },
  {
    name: 'Jalahalli',
    slug: 'jalahalli',
    pincodes: ['560013', '560014', '560015'],
    description: 'A green, quiet area in the north-west, home to HMT and BEL townships and the Air Force station.',
  },
  {
    name: 'Mahadevapura',
    slug: 'mahadevapura',
    pincodes: ['560048'],
    description: 'An eastern tech hub along Whitefield Road with large IT parks, Phoenix Marketcity mall and many apartment complexes.',
  },
  {
    name: 'Begur',
    slug: 'begur',
    pincodes: ['560068'],
    description: 'An old village off Hosur Road, known for the ancient Panchalingeshwara temple and now surrounded by new layouts.',
  },
  {
    name: 'Shivajinagar',
    slug: 'shivajinagar',
    pincodes: ['560051'],
    description: 'A crowded central market area famous for Russell Market, Commercial Street nearby and its street food.',
  },
  {
    name: 'Seshadripuram',
    slug: 'seshadripuram',
    pincodes: ['560020'],
    description: 'A central, old residential area near Majestic and Malleswaram, with schools, colleges and traditional eateries.',
  },
  {
    name: 'Wilson Garden',
    slug: 'wilson-garden',
    pincodes: ['560027'],
    description:
      'A compact, older residential area next to Lalbagh and Shanthinagar, with quiet cross roads and old-style neighbourhood shops.',
  },
  {
    name: 'Sanjaynagar',
    slug: 'sanjaynagar',
    pincodes: ['560094'],
    description: 'A quiet residential area in north Bengaluru near Hebbal and RMV Extension, with a popular main road of cafes and shops.',
  },
  {
    name: 'Vidyaranyapura',
    slug: 'vidyaranyapura',
    pincodes: ['560097'],
    description: 'A peaceful, green suburb in the north near the GKVK campus, popular with families and retired folks.',
  },
  {
    name: 'Bommanahalli',
    slug: 'bommanahalli',
    pincodes: ['560068'],
    description:
      'A busy stretch along Hosur Road between Silk Board and Electronic City, with affordable housing and many small businesses.',
  },
  {
    name: 'Hennur',
    slug: 'hennur',
    pincodes: ['560043'],
    description: 'A growing north-east neighbourhood along Hennur Road, known for new apartments, international schools and restaurants.',
  },
  {
    name: 'Rajarajeshwari Nagar',
    slug: 'rajarajeshwari-nagar',
    pincodes: ['560098'],
    description: 'A large residential township on Mysore Road, named after the Rajarajeshwari temple, with wide roads and good parks.',
  },
  {
    name: 'Basaveshwaranagar',
    slug: 'basaveshwaranagar',
    pincodes: ['560079'],
    description: 'A well-planned residential area in west Bengaluru known for its eateries, sweet shops and quiet cross roads.',
  },
  {
    name: 'Chamarajpet',
    slug: 'chamarajpet',
    pincodes: ['560018'],
    description:
      'One of the oldest parts of the city, with traditional houses, temples, printing presses and a strong Kannada cultural heritage.',
  },
  {
    name: 'Sahakaranagar',
    slug: 'sahakaranagar',
    pincodes: ['560092'],
    description: 'A calm, leafy residential area in north Bengaluru near Hebbal and Kodigehalli, with good schools and parks.',
  },
  {
    name: 'Nagarbhavi',
    slug: 'nagarbhavi',
    pincodes: ['560072'],
    description: 'A west Bengaluru residential area near the National Law School and Bangalore University, with many independent houses.',
  },
];
