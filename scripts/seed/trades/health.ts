// Trades that look after people and pets: what each sub-category treats or sells, and what patients write about it.
import type { TradeSeed } from '../types.ts';

export const HEALTH_TRADES: Record<string, TradeSeed> = {
  healthcare: {
    subcategories: {
      'General Medicine': {
        items: ['viral fever', 'bp check-up', 'typhoid', 'cough and cold'],
        keywords: ['general physician', 'fever', 'health checkup'],
      },
      Paediatrics: { items: ['child vaccination', 'newborn check-up', 'kids fever', 'growth check'], keywords: ['paediatrician'] },
      Gynaecology: { items: ['pregnancy check-up', 'normal delivery', 'pcos treatment', 'antenatal scan'], keywords: ['gynaecologist'] },
      Orthopaedics: { items: ['knee pain', 'fracture', 'back pain', 'knee replacement'], keywords: ['orthopaedic'] },
      ENT: { items: ['ear infection', 'sinus problem', 'tonsils', 'hearing test'], keywords: ['ent specialist'] },
      Dermatology: { items: ['acne treatment', 'skin allergy', 'hair fall', 'pigmentation'], keywords: ['dermatologist', 'skin doctor'] },
      Cardiology: { items: ['chest pain', 'echo test', 'tmt test', 'bp control'], keywords: ['cardiologist', 'ecg'] },
      Diabetology: {
        items: ['diabetes review', 'sugar control', 'hba1c test', 'diabetic foot care'],
        keywords: ['diabetes', 'diabetologist'],
      },
    },
    reviews: {
      good: [
        'Went here for {item} and the doctor explained everything patiently in Kannada.',
        'Waiting time was under 20 minutes even without an appointment.',
        'Nurses are caring and the wards are kept very clean.',
        'Consultation is ₹500 and they did not push any unnecessary tests.',
        'Casualty attended to us at two in the night without any fuss about payment first.',
        'Cashless insurance was processed in a couple of hours, the desk staff helped with every form.',
        'The doctor remembered my history from last year, that shows they care.',
      ],
      mixed: [
        'Doctor is very good but the wait is long, carry something to read.',
        'Treatment for {item} was fine, the billing counter was slow and confusing.',
        'Good hospital, but parking is a real struggle in the mornings.',
        'The pharmacy inside is convenient, though some medicines cost more than outside.',
      ],
      bad: [
        'We were sent for five different tests for {item}, felt like a money-making exercise.',
        'Reception staff were rude and nobody told us how long the wait would be.',
        'Appointment was at eleven and we were seen only at half past one.',
        'Discharge took six hours even after the doctor had signed off.',
      ],
      titles: {
        good: ['Caring doctors', 'Good treatment', 'Trustworthy hospital'],
        mixed: ['Good doctors, long wait', 'Average experience'],
        bad: ['Too many tests', 'Poor front desk'],
      },
    },
  },
  dentists: {
    subcategories: {
      'General Dentistry': { items: ['teeth cleaning', 'filling', 'tooth extraction', 'scaling'], keywords: ['toothache'] },
      Orthodontics: { items: ['braces', 'aligners', 'retainer'] },
      'Root Canal': { items: ['root canal', 'crown', 'capping'] },
      Implants: { items: ['dental implant', 'bridge', 'dentures'] },
      'Paediatric Dentistry': {
        items: ['milk tooth extraction', 'fluoride treatment', 'cavity filling', 'kids check-up'],
        keywords: ['kids dentist'],
      },
      'Cosmetic Dentistry': { items: ['teeth whitening', 'veneers', 'smile makeover'] },
    },
    reviews: {
      good: [
        'Got my {item} done here and it was completely painless.',
        'The doctor showed me the X-ray on screen and explained each option with the cost.',
        'Instruments are sterilised in front of you, which gave me confidence.',
        'They called the next day to check if the pain had settled.',
        'Very patient with my six-year-old, who now actually likes going to the dentist.',
        'Charges are fair, ₹3,500 less than another clinic quoted for the same {item}.',
      ],
      mixed: [
        'Treatment was good, but I had to come for more sittings than they first said.',
        'Nice clinic, only the evening slots are always full.',
        'The {item} went fine, though the final bill was a little above the estimate.',
      ],
      bad: [
        'The filling came off within a month and they wanted to charge again.',
        'Felt rushed, the doctor barely spoke before starting the {item}.',
        'Kept us waiting 45 minutes past the appointment time, twice.',
      ],
      titles: {
        good: ['Painless {item}', 'Gentle dentist', 'Honest advice'],
        mixed: ['Good work, more sittings', 'Okay clinic'],
        bad: ['Had to redo the work', 'Long waits'],
      },
    },
  },
  'veterinary-services': {
    subcategories: {
      'Pet Clinic': { items: ['dog check-up', 'cat check-up', 'skin infection', 'deworming'] },
      Vaccination: { items: ['anti-rabies vaccine', 'puppy vaccination', 'cat vaccination'], keywords: ['anti rabies'] },
      Surgery: { items: ['spaying', 'neutering', 'tumour removal'], keywords: ['spay neuter'] },
      Grooming: { items: ['dog grooming', 'tick bath', 'nail clipping'], keywords: ['pet grooming'] },
      'Pet Boarding': { items: ['dog boarding', 'cat boarding', 'pet day care'] },
      'Emergency Care': { items: ['night emergency', 'poisoning treatment', 'accident care'] },
    },
    reviews: {
      good: [
        'The doctor handled our nervous indie so gently, no muzzle needed.',
        'Took our pet for {item} and they explained the aftercare clearly.',
        'They send a WhatsApp reminder before every vaccine is due.',
        'Fees are reasonable, ₹400 for a consultation with a proper check-up.',
        'Helped us with an injured street dog and did not even charge in full.',
      ],
      mixed: [
        'Good vets, but the waiting area gets chaotic with dogs and cats together.',
        'The {item} went well, though medicines from their counter are pricey.',
        'Nice clinic, only the Sunday timings are very short.',
      ],
      bad: [
        'They kept our puppy waiting an hour while he was vomiting.',
        'Charged for {item} we did not ask for and did not explain why.',
        'Staff were rough with our dog and did not listen to us.',
      ],
      titles: {
        good: ['Gentle with pets', 'Our vet for years', 'Great care for our dog'],
        mixed: ['Good vet, busy clinic', 'Fine, but pricey medicines'],
        bad: ['Long wait with a sick pet', 'Unexplained charges'],
      },
    },
  },
  pharmacies: {
    subcategories: {
      'Allopathic Medicines': { items: ['prescription medicines', 'bp tablets', 'antibiotics', 'insulin'] },
      'Generic Medicines': { items: ['generic medicines', 'generic substitutes', 'monthly bp tablets'] },
      'Ayurvedic Medicines': {
        items: ['chyawanprash', 'ayurvedic oil', 'herbal syrup', 'triphala'],
        services: ['Home delivery', 'Monthly refill reminders', 'Health devices'],
      },
      'Surgical Supplies': {
        items: ['wheelchair', 'bp machine', 'glucometer', 'adult diapers', 'walker'],
        keywords: ['surgical items'],
        services: ['Surgical supplies', 'Health devices', 'Home delivery'],
      },
      'Baby Care': {
        items: ['baby formula', 'diapers', 'baby wipes', 'gripe water'],
        keywords: ['baby products'],
        services: ['Home delivery', 'Monthly refill reminders', 'Prescription medicines'],
      },
      Homeopathy: {
        items: ['homeopathy pills', 'mother tincture', 'bach flower remedies'],
        services: ['Home delivery', 'Monthly refill reminders', 'Prescription medicines'],
      },
    },
    reviews: {
      good: [
        'They always have the {item} we need in stock and deliver within an hour.',
        'The pharmacist checks the prescription properly and explains the dosage.',
        'Gives 10 to 15 percent discount on monthly medicines.',
        'Open till late, which saved us when my son had fever at eleven at night.',
        'If something is not available they get it by the next morning.',
      ],
      mixed: [
        'Good stock, but the counter is always crowded in the evening.',
        'They suggested a cheaper option for the {item}, helpful, but did not check with the doctor first.',
        'Delivery is quick, only the bill is sometimes handwritten and hard to read.',
      ],
      bad: [
        'Gave the wrong strength of tablet, luckily I checked at home.',
        'Some of the stock on the shelf was dusty and close to expiry.',
        'No discount at all and they insist on cash for small amounts.',
      ],
      titles: {
        good: ['Reliable pharmacy', 'Always in stock', 'Helpful pharmacist'],
        mixed: ['Good stock, crowded counter', 'Fine for regular medicines'],
        bad: ['Wrong medicine given', 'Near-expiry stock'],
      },
    },
  },
  'diagnostic-labs': {
    subcategories: {
      'Blood Tests': { items: ['thyroid test', 'vitamin d test', 'sugar test', 'lipid profile', 'cbc'], keywords: ['blood test'] },
      'X-Ray': { items: ['chest x-ray', 'knee x-ray', 'spine x-ray'], keywords: ['x ray'] },
      Ultrasound: { items: ['abdomen scan', 'pregnancy scan', 'pelvic scan'] },
      ECG: { items: ['ecg', '2d echo', 'tmt'] },
      'MRI & CT Scan': { items: ['mri scan', 'ct scan', 'brain mri'] },
      'Health Check-ups': { items: ['full body checkup', 'master health checkup', 'senior citizen package'] },
    },
    reviews: {
      good: [
        'The phlebotomist was gentle, I barely felt the needle.',
        "Home sample collection came at seven sharp for my father's {item}.",
        'Report for the {item} came on WhatsApp the same evening.',
        'Rates are much lower than the hospital, and the results matched.',
        'They told me on the phone the day before how to prepare for the {item}.',
      ],
      mixed: [
        'Good lab but the morning queue for fasting tests is long.',
        'Reports were accurate, though they came a day later than promised.',
        'Staff are polite, the waiting area is small and stuffy.',
      ],
      bad: [
        'They had to draw blood twice because the first sample was lost.',
        "The report for the {item} had someone else's name on it.",
        'The home collection person came two hours late while my father sat fasting.',
      ],
      titles: {
        good: ['Quick, accurate reports', 'Gentle staff', 'Good value tests'],
        mixed: ['Good lab, long queue', 'Reports delayed'],
        bad: ['Sample lost', 'Careless with reports'],
      },
    },
  },
  opticians: {
    subcategories: {
      Spectacles: {
        items: ['progressive lenses', 'blue cut lens', 'anti-glare glasses', 'spectacle frames'],
        keywords: ['glasses', 'frames'],
      },
      'Contact Lenses': { items: ['monthly contact lenses', 'coloured lenses', 'toric lenses'], keywords: ['contact lens'] },
      Sunglasses: { items: ['polarised sunglasses', 'aviators', 'power sunglasses'] },
      'Eye Testing': { items: ['eye test', 'computerised eye test', 'reading glasses'] },
      'Kids Eyewear': { items: ['kids glasses', 'flexible frames', 'school spectacles'] },
    },
    reviews: {
      good: [
        'The eye test was thorough, they checked twice before finalising the power.',
        'Got the {item} sorted in a day, spot on.',
        'Wide range of frames in every budget, from ₹800 to the branded ones.',
        'They tightened and cleaned my old frame for free.',
        'No pressure to buy the costliest lens, which I appreciated.',
      ],
      mixed: [
        'Good frames, but the lens delivery took a week.',
        'The {item} is fine, though the price is higher than online.',
        'Helpful staff, only the shop is small and gets crowded on weekends.',
      ],
      bad: [
        'The power was wrong in the new glasses and I had headaches for days.',
        'The lens coating started peeling within three months and they refused to replace it.',
        'Promised in two days, took ten, with no update.',
      ],
      titles: {
        good: ['Perfect {item}', 'Honest optician', 'Quick and accurate'],
        mixed: ['Good, a bit slow', 'Pricey frames'],
        bad: ['Wrong power', 'Poor after-sales'],
      },
    },
  },
  ayurveda: {
    subcategories: {
      Panchakarma: { items: ['panchakarma', 'virechana', 'basti', 'detox'] },
      'Kerala Ayurveda': { items: ['abhyanga', 'shirodhara', 'kizhi', 'njavara'], keywords: ['kerala massage'] },
      'Ayurvedic Consultation': {
        items: ['ayurvedic consultation', 'pulse diagnosis', 'diet plan'],
        keywords: ['ayurvedic doctor', 'joint pain'],
      },
      Siddha: {
        items: ['siddha medicine', 'varmam therapy', 'siddha treatment'],
        namePatterns: ['{locality} Siddha Vaidyasala', 'Sri {word} Siddha Clinic', "Dr. {first}'s Siddha Clinic"],
        services: ['Consultation & pulse diagnosis', 'Herbal medicines', 'Diet & lifestyle advice', 'Varmam therapy'],
      },
      Unani: {
        items: ['unani medicine', 'hijama', 'cupping'],
        namePatterns: ['{locality} Unani Clinic', '{word} Unani Dawakhana', "Dr. {first}'s Unani Clinic"],
        nameWords: ['Shifa', 'Al Shifa', 'Hikmat', 'Tibb'],
        services: ['Consultation & pulse diagnosis', 'Herbal medicines', 'Diet & lifestyle advice', 'Cupping therapy'],
      },
      'Herbal Medicines': {
        items: ['herbal medicines', 'kashaya', 'churna'],
        services: ['Herbal medicines', 'Consultation & pulse diagnosis', 'Diet & lifestyle advice'],
      },
    },
    reviews: {
      good: [
        'Three weeks of {item} and my back pain is finally under control, without painkillers.',
        'The doctor spent 40 minutes understanding my routine before suggesting anything.',
        'Therapists are well trained and the oils are prepared in-house.',
        'Diet advice was practical, not a list of things I can never eat again.',
        'Rooms are clean and they give you time to rest after each session.',
      ],
      mixed: [
        'Results are slow, you need patience and a lot of follow-ups.',
        'The {item} helped, though the full course was costlier than I expected.',
        'Good doctor, but the therapy timings are not flexible for working people.',
      ],
      bad: [
        'Felt no difference after ten sessions and they kept adding more.',
        'Medicines were handed over without any labels or instructions.',
        'The therapy room was not clean and the towels looked used.',
      ],
      titles: {
        good: ['Real relief', 'Patient doctor', 'Authentic treatment'],
        mixed: ['Slow but steady', 'Good, but costly'],
        bad: ['No improvement', 'Unhygienic'],
      },
    },
  },
  physiotherapy: {
    subcategories: {
      'Sports Injury': { items: ['acl rehab', 'ankle sprain', 'tennis elbow', 'hamstring injury'], keywords: ['sports injury'] },
      'Back & Neck Pain': { items: ['back pain', 'neck pain', 'slip disc', 'frozen shoulder'] },
      'Post-surgery Rehab': { items: ['knee replacement rehab', 'post-fracture rehab', 'shoulder surgery rehab'], keywords: ['knee pain'] },
      'Neuro Rehab': { items: ['stroke rehab', 'paralysis rehab', 'gait training'] },
      'Home Physiotherapy': { items: ['home physio', 'bedside exercises', 'post-surgery home visits'] },
      'Geriatric Care': { items: ['fall prevention', 'balance training', 'arthritis care'], keywords: ['knee pain'] },
    },
    reviews: {
      good: [
        'After six sessions for {item} I can finally sleep without pain.',
        'The physio gave me a printed exercise chart and checked it every visit.',
        'They measure progress each week, so you can see the improvement.',
        'Very patient with my grandmother, never rushed her.',
        '₹600 a session, fair for 45 minutes of proper hands-on work.',
      ],
      mixed: [
        'Treatment helps, but sessions are sometimes cut short when it is busy.',
        'Good therapist for {item}, the reception keeps mixing up appointments.',
        'Effective, though the machines get more time than the manual therapy.',
      ],
      bad: [
        'Mostly left alone with a hot pack and a machine for 30 minutes.',
        'Pain increased after the second session and they dismissed it.',
        'They pushed a 20-session package on the very first visit.',
      ],
      titles: {
        good: ['Back on my feet', 'Great help with {item}', 'Patient physio'],
        mixed: ['Helpful, but crowded', 'Decent physio'],
        bad: ['Just machines', 'Package pushing'],
      },
    },
  },
  'health-and-fitness': {
    subcategories: {
      Gym: {
        items: ['weight training', 'cardio', 'fat loss', 'strength training'],
        keywords: ['gym near me', 'women gym'],
        namePatterns: ['{word} Fitness', "{first}'s Gym", '{surname} Fitness Club', '{word} Gym {locality}'],
      },
      CrossFit: {
        items: ['crossfit', 'kettlebell training', 'functional training', 'hiit'],
        namePatterns: ['The {word} Box', 'CrossFit {word}', '{locality} Functional Fitness'],
      },
      'Zumba & Dance Fitness': {
        items: ['zumba', 'bollywood dance fitness', 'aerobics'],
        namePatterns: ['{word} Dance Fitness', "{first}'s Zumba Studio", '{locality} Dance & Fitness Studio'],
        nameWords: ['Groove', 'Rhythm', 'Beats', 'Jive', 'Tempo'],
        services: ['Monthly memberships', 'Group classes', 'Weight loss programmes', 'Free trial session'],
      },
      'Martial Arts': {
        items: ['karate', 'taekwondo', 'kickboxing', 'self defence'],
        namePatterns: ['{word} Martial Arts Academy', '{locality} Karate Dojo', "{first}'s Taekwondo Academy"],
        nameWords: ['Dragon', 'Tiger', 'Bushido', 'Samurai', 'Shaolin'],
        services: ['Monthly memberships', 'Group classes', 'Personal training', 'Free trial session'],
      },
      Swimming: {
        items: ['swimming', 'kids swimming', 'lap swimming'],
        keywords: ['swimming pool'],
        namePatterns: ['{locality} Aquatic Centre', '{word} Swim Academy', "{first}'s Swimming Classes"],
        nameWords: ['Dolphin', 'Aqua', 'Blue Lagoon', 'Splash', 'Wave'],
        services: ['Monthly memberships', 'Group classes', 'Personal training', 'Free trial session'],
        amenities: ['Lockers', 'Showers', 'Parking', 'Women trainers', 'UPI accepted', 'Drinking water'],
      },
      'Personal Training': {
        items: ['personal training', 'weight loss coaching', 'home workouts'],
        keywords: ['personal trainer'],
        namePatterns: ['{first} Fitness Coaching', '{word} Personal Training Studio', '{locality} PT Studio'],
      },
      Pilates: {
        items: ['reformer pilates', 'mat pilates', 'core strengthening'],
        namePatterns: ['{word} Pilates Studio', '{locality} Pilates & Core', "{first}'s Pilates"],
        nameWords: ['Core', 'Balance', 'Align', 'Lotus', 'Flow'],
      },
    },
    reviews: {
      good: [
        'Trainers actually correct your form instead of scrolling on their phones.',
        'Lost 8 kg in four months of {item} and the diet chart they gave.',
        'Equipment is well maintained and the place is cleaned twice a day.',
        'The 6 am batch has a great crowd, very motivating.',
        'Joined for {item} and ended up trying {other} as well, loving it.',
        'The monthly fee is reasonable for {locality}, and no pressure to take a yearly plan.',
      ],
      mixed: [
        'Good coaches but it gets very crowded between six and eight in the evening.',
        'The {item} classes are great, changing rooms need better upkeep.',
        'Decent place, though the music is too loud to hear the trainer.',
      ],
      bad: [
        'They took the annual fee and then changed the batch timings without asking.',
        'Half the machines had an out-of-order sign for weeks.',
        'The trainer pushed protein supplements in the very first week.',
      ],
      titles: {
        good: ['Great trainers', 'Results with {item}', 'Motivating place'],
        mixed: ['Good, but crowded', 'Needs upkeep'],
        bad: ['Fee taken, promises broken', 'Poor maintenance'],
      },
    },
  },
  'yoga-studios': {
    subcategories: {
      'Hatha Yoga': { items: ['hatha yoga', 'pranayama', 'surya namaskar'] },
      Ashtanga: { items: ['ashtanga', 'mysore style practice', 'vinyasa'] },
      'Prenatal Yoga': { items: ['prenatal yoga', 'pregnancy yoga', 'postnatal yoga'] },
      Meditation: { items: ['meditation', 'breathwork', 'guided meditation'] },
      'Therapy Yoga': { items: ['yoga for back pain', 'yoga for thyroid', 'yoga for pcos'] },
      'Kids Yoga': { items: ['kids yoga', 'summer yoga camp'] },
    },
    reviews: {
      good: [
        'The teacher corrects every posture by hand, very safe for beginners.',
        'My back is much better after two months of the morning batch.',
        'Calm space, no loud music, just the sound of traffic far away.',
        'Small batches of eight, so you get real attention.',
        'Started with {item} here and now I practise at home on days I cannot come.',
      ],
      mixed: [
        'Good classes but the hall gets warm by eight in the morning.',
        'The {item} class is lovely, but they often change the teacher.',
        'Nice studio, slightly expensive compared to the local yoga kendra.',
      ],
      bad: [
        'Class starts late almost every day and still ends on time.',
        'Too many students packed in, mats were touching each other.',
        'The teacher pushed me into a pose that hurt my knee and did not apologise.',
      ],
      titles: {
        good: ['Peaceful practice', 'Great teacher', 'Helped my back'],
        mixed: ['Good, a bit pricey', 'Inconsistent teachers'],
        bad: ['Overcrowded', 'Not safe for beginners'],
      },
    },
  },
};
