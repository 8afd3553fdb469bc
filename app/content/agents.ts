/**
 * The registered migration agents listed on the checker's result (spec: four agents, each with name,
 * registration id, 8 to 12+ years of experience and a photo).
 *
 * Sample profiles: before launch, replace them with the agents the consultations are booked with,
 * and check each registration number (MARN) on the public register of the Office of the Migration
 * Agents Registration Authority.
 */
export interface Agent {
  name: string;
  /** Migration Agents Registration Number. */
  registrationId: string;
  experience: string;
  photo: { src: string; width: number; height: number; alt: string };
}

const photo = (file: string, name: string) => ({
  src: `/images/agents/${file}`,
  width: 96,
  height: 96,
  alt: `Illustrated portrait of ${name}`,
});

export const agents: readonly Agent[] = [
  { name: "Olivia Bennett", registrationId: "MARN 1795104", experience: "12+ years", photo: photo("olivia-bennett.svg", "Olivia Bennett") },
  { name: "Rahul Mehta", registrationId: "MARN 1688230", experience: "10 years", photo: photo("rahul-mehta.svg", "Rahul Mehta") },
  { name: "Grace Liu", registrationId: "MARN 1902417", experience: "9 years", photo: photo("grace-liu.svg", "Grace Liu") },
  { name: "Daniel O'Connor", registrationId: "MARN 2011386", experience: "8 years", photo: photo("daniel-oconnor.svg", "Daniel O'Connor") },
];
