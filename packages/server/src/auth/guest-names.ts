import { randomInt } from 'node:crypto';

const ADJECTIVES = [
  'Clever',
  'Brave',
  'Swift',
  'Witty',
  'Lucky',
  'Jolly',
  'Mighty',
  'Sunny',
  'Quick',
  'Bold',
  'Curious',
  'Daring',
  'Gentle',
  'Happy',
  'Keen',
  'Lively',
  'Merry',
  'Nimble',
  'Plucky',
  'Zesty',
] as const;

const ANIMALS = [
  'Otter',
  'Fox',
  'Panda',
  'Falcon',
  'Koala',
  'Tiger',
  'Dolphin',
  'Owl',
  'Lynx',
  'Badger',
  'Beaver',
  'Heron',
  'Rabbit',
  'Moose',
  'Penguin',
  'Raccoon',
  'Walrus',
  'Gecko',
  'Bison',
  'Quokka',
] as const;

/** A friendly guest name such as "Clever Otter 42". */
export function generateGuestName(random: (max: number) => number = randomInt): string {
  const adjective = ADJECTIVES[random(ADJECTIVES.length)] ?? ADJECTIVES[0];
  const animal = ANIMALS[random(ANIMALS.length)] ?? ANIMALS[0];
  return `${adjective} ${animal} ${10 + random(90)}`;
}
