/**
 * The seven cities of the tourism maps. x and y are positions in the
 * map's 800 by 600 viewBox, projected from each city's longitude and latitude like the outline.
 */
export interface City {
  id: string;
  name: string;
  x: number;
  y: number;
  description: string;
  image: string;
  alt: string;
}

export const cities: City[] = [
  {
    id: "sydney",
    name: "Sydney",
    x: 673,
    y: 420,
    description:
      "Australia's largest city wraps around one of the world's great harbours: the Opera House, the Harbour Bridge, " +
      "Bondi and Manly beaches, and ferries to almost everywhere.",
    image: "/images/cities/sydney.svg",
    alt: "Illustration of Sydney Harbour with the Opera House sails and the arch of the Harbour Bridge",
  },
  {
    id: "melbourne",
    name: "Melbourne",
    x: 577,
    y: 487,
    description:
      "Laneway cafés, galleries, live music and the sporting calendar of the MCG; the Great Ocean Road and the Yarra " +
      "Valley wineries are a day trip away.",
    image: "/images/cities/melbourne.svg",
    alt: "Illustration of the Melbourne skyline with a tram and the dome of Flinders Street Station",
  },
  {
    id: "brisbane",
    name: "Brisbane",
    x: 702,
    y: 311,
    description:
      "A sunny river city with a riverside lagoon at South Bank, koalas at Lone Pine, and the Gold and Sunshine " +
      "Coasts on either side.",
    image: "/images/cities/brisbane.svg",
    alt: "Illustration of the Brisbane River with the Story Bridge and city towers",
  },
  {
    id: "perth",
    name: "Perth",
    x: 129,
    y: 387,
    description:
      "Indian Ocean sunsets, white-sand beaches, Kings Park above the Swan River, and the quokkas of Rottnest Island " +
      "a short ferry ride away.",
    image: "/images/cities/perth.svg",
    alt: "Illustration of Perth's towers beside the Swan River at sunset",
  },
  {
    id: "adelaide",
    name: "Adelaide",
    x: 479,
    y: 438,
    description:
      "A relaxed festival city close to the Barossa and McLaren Vale wine regions and to the wildlife of Kangaroo " +
      "Island.",
    image: "/images/cities/adelaide.svg",
    alt: "Illustration of Adelaide with rows of vines on the hills behind the city",
  },
  {
    id: "canberra",
    name: "Canberra",
    // Projected position 641, 444, nudged south-west so its marker keeps 24 px from Sydney's and
    // Melbourne's on a phone-width map (WCAG 2.5.8 target spacing).
    x: 630,
    y: 460,
    description:
      "The planned capital around Lake Burley Griffin: Parliament House, the National Gallery and the Australian " +
      "War Memorial, all free to visit.",
    image: "/images/cities/canberra.svg",
    alt: "Illustration of Parliament House in Canberra with its flagpole above Lake Burley Griffin",
  },
  {
    id: "darwin",
    name: "Darwin",
    x: 360,
    y: 56,
    description:
      "The tropical gateway to Kakadu and Litchfield national parks, with sunset markets at Mindil Beach and " +
      "saltwater crocodiles in the rivers nearby.",
    image: "/images/cities/darwin.svg",
    alt: "Illustration of palm trees on Mindil Beach in Darwin at sunset",
  },
];
