/** The four landmarks of the home tourism section and of Why Visit Australia. */
export interface Landmark {
  id: string;
  title: string;
  location: string;
  description: string;
  image: string;
  alt: string;
}

export const landmarks: Landmark[] = [
  {
    id: "sydney-opera-house",
    title: "Sydney Opera House",
    location: "Sydney, New South Wales",
    description:
      "The sail-shaped roofs on Bennelong Point are a World Heritage site. Take a guided tour, see a performance, or " +
      "walk the harbour foreshore to the Royal Botanic Garden.",
    image: "/images/landmarks/sydney-opera-house.svg",
    alt: "Illustration of the white sails of the Sydney Opera House on the harbour under a blue sky",
  },
  {
    id: "great-barrier-reef",
    title: "Great Barrier Reef",
    location: "Queensland",
    description:
      "The world's largest coral reef system stretches more than 2,300 kilometres along the Queensland coast. Snorkel, " +
      "dive or take a glass-bottom boat from Cairns, Port Douglas or the Whitsundays.",
    image: "/images/landmarks/great-barrier-reef.svg",
    alt: "Illustration of colourful corals and tropical fish in clear blue water",
  },
  {
    id: "uluru",
    title: "Uluru",
    location: "Uluru-Kata Tjuta National Park, Northern Territory",
    description:
      "The great sandstone monolith is sacred to the Anangu people. Walk the base, learn from Aboriginal guides and " +
      "watch the rock change colour at sunrise and sunset.",
    image: "/images/landmarks/uluru.svg",
    alt: "Illustration of Uluru glowing red at sunset above the desert",
  },
  {
    id: "twelve-apostles",
    title: "The Twelve Apostles",
    location: "Great Ocean Road, Victoria",
    description:
      "Limestone stacks rise from the Southern Ocean beside one of the world's great coastal drives, with rainforest " +
      "walks in the Otways and surf beaches along the way.",
    image: "/images/landmarks/twelve-apostles.svg",
    alt: "Illustration of tall limestone stacks standing in the sea below golden cliffs",
  },
];
