// The GOLD package: warm sand linens, walnut and brushed-gold details, hotel-grade textiles.
import { product, type ProductLibrary } from './catalogue-types';

export const GOLD_PRODUCTS: ProductLibrary = {
  sofa: product('sofa', 'Mobiliario', {
    es: ['Sofá de lino de tres plazas', 'Tapizado en lino lavado color camel con funda desmontable, cojines de plumas y fibra, patas de nogal con casquillos dorados. 220 × 92 × 82 cm.'],
    en: ['Three-seat linen sofa', 'Stonewashed camel linen with a removable cover, feather-and-fibre cushions and walnut legs with gold ferrules. 220 × 92 × 82 cm.'],
    fr: ['Canapé trois places en lin', 'Lin lavé couleur camel à housse amovible, coussins plumes et fibres, pieds en noyer à embouts dorés. 220 × 92 × 82 cm.'],
  }),
  sofaBed: product('sofa', 'Mobiliario', {
    es: ['Sofá cama de lino', 'Sofá cama con mecanismo italiano y colchón viscoelástico de 14 cm, tapizado en lino arena. Abierto: 200 × 140 cm.'],
    en: ['Linen sofa bed', 'Sofa bed with an Italian mechanism and a 14 cm memory-foam mattress, upholstered in sand linen. Open: 200 × 140 cm.'],
    fr: ['Canapé-lit en lin', 'Canapé-lit à mécanisme italien et matelas à mémoire de forme de 14 cm, garni de lin sable. Ouvert : 200 × 140 cm.'],
  }),
  armchair: product('armchair', 'Mobiliario', {
    es: ['Sillón lounge de lino', 'Sillón de respaldo envolvente en lino camel, cojín de plumas y patas de nogal con remate dorado. 82 × 86 × 80 cm.'],
    en: ['Linen lounge chair', 'Wraparound lounge chair in camel linen with a feather cushion and walnut legs tipped in gold. 82 × 86 × 80 cm.'],
    fr: ['Fauteuil lounge en lin', 'Fauteuil enveloppant en lin camel, coussin en plumes et pieds en noyer à bout doré. 82 × 86 × 80 cm.'],
  }),
  coffeeTable: product('coffeeTable', 'Mobiliario', {
    es: ['Mesa de centro de nogal', 'Cubierta ovalada de nogal macizo con acabado al aceite y entrepaño inferior. 120 × 65 × 40 cm.'],
    en: ['Walnut coffee table', 'Oval solid walnut top with an oiled finish and a lower shelf. 120 × 65 × 40 cm.'],
    fr: ['Table basse en noyer', 'Plateau ovale en noyer massif huilé avec tablette inférieure. 120 × 65 × 40 cm.'],
  }),
  tv: product('tv', 'Electrodomésticos', {
    es: ['Pantalla 4K de 55" con credenza', 'Smart TV 4K UHD de 55 pulgadas con HDR, sobre credenza de nogal con puertas de celosía y jaladeras doradas.'],
    en: ['55" 4K TV with credenza', '55-inch 4K UHD smart TV with HDR, on a walnut credenza with slatted doors and gold pulls.'],
    fr: ['Téléviseur 4K 55" avec buffet', 'Smart TV 4K UHD 55 pouces HDR, sur un buffet en noyer à portes ajourées et poignées dorées.'],
  }),
  rug: product('rug', 'Decoración', {
    es: ['Tapete de lana y yute', 'Tapete tejido a mano en telar, mezcla de lana y yute con motivo geométrico en tonos miel. 200 × 290 cm.'],
    en: ['Wool and jute rug', 'Hand-loomed wool and jute rug with a geometric pattern in honey tones. 200 × 290 cm.'],
    fr: ['Tapis laine et jute', 'Tapis tissé à la main sur métier, laine et jute à motif géométrique aux tons miel. 200 × 290 cm.'],
  }),
  art: product('art', 'Decoración', {
    es: ['Díptico de arte enmarcado', 'Dos grabados giclée sobre papel de algodón, inspirados en la costa del Caribe, con marco de nogal y paspartú. 60 × 90 cm y 40 × 50 cm.'],
    en: ['Framed art diptych', 'Two giclée prints on cotton paper inspired by the Caribbean coast, walnut frames with mounts. 60 × 90 cm and 40 × 50 cm.'],
    fr: ['Diptyque encadré', 'Deux tirages giclée sur papier coton inspirés de la côte caraïbe, cadres en noyer avec passe-partout. 60 × 90 cm et 40 × 50 cm.'],
  }),
  floorLamp: product('lamp', 'Decoración', {
    es: ['Lámpara de pie de latón', 'Fuste de latón cepillado, pantalla de lino marfil y atenuador de pie. Altura 160 cm.'],
    en: ['Brass floor lamp', 'Brushed brass stem, ivory linen shade and a foot dimmer. 160 cm high.'],
    fr: ['Lampadaire en laiton', 'Fût en laiton brossé, abat-jour en lin ivoire et variateur au pied. Hauteur 160 cm.'],
  }),
  tableLamp: product('lamp', 'Decoración', {
    es: ['Lámpara de buró de latón', 'Base de latón cepillado con pantalla de lino marfil y luz cálida regulable. Altura 52 cm.'],
    en: ['Brass bedside lamp', 'Brushed brass base with an ivory linen shade and dimmable warm light. 52 cm high.'],
    fr: ['Lampe de chevet en laiton', 'Pied en laiton brossé, abat-jour en lin ivoire et lumière chaude réglable. Hauteur 52 cm.'],
  }),
  diningTable: product('diningTable', 'Mobiliario', {
    es: ['Mesa de comedor de nogal', 'Mesa de nogal macizo con cantos redondeados y acabado al aceite natural, para 6 personas. 180 × 95 × 76 cm.'],
    en: ['Walnut dining table', 'Solid walnut table with softened edges and a natural oil finish, seats 6. 180 × 95 × 76 cm.'],
    fr: ['Table à manger en noyer', 'Table en noyer massif aux chants adoucis, finition huile naturelle, 6 personnes. 180 × 95 × 76 cm.'],
  }),
  bistroTable: product('diningTable', 'Mobiliario', {
    es: ['Mesa de comedor de nogal para dos', 'Mesa compacta de nogal macizo con patas cónicas y acabado al aceite. 100 × 70 × 76 cm.'],
    en: ['Walnut dining table for two', 'Compact solid walnut table with tapered legs and an oiled finish. 100 × 70 × 76 cm.'],
    fr: ['Table à manger pour deux en noyer', 'Table compacte en noyer massif, pieds fuselés, finition huilée. 100 × 70 × 76 cm.'],
  }),
  diningChair: product('chair', 'Mobiliario', {
    es: ['Silla de comedor tapizada', 'Estructura de nogal con asiento y respaldo tapizados en lino camel repelente a manchas.'],
    en: ['Upholstered dining chair', 'Walnut frame with seat and back upholstered in stain-repellent camel linen.'],
    fr: ['Chaise de salle à manger rembourrée', 'Structure en noyer, assise et dossier garnis de lin camel anti-taches.'],
  }),
  barStool: product('stool', 'Mobiliario', {
    es: ['Banco alto con asiento tapizado', 'Banco de acero con acabado dorado cepillado, asiento acolchado en piel sintética color miel y reposapiés. Altura de asiento 65 cm.'],
    en: ['Upholstered counter stool', 'Steel stool in a brushed gold finish, padded honey faux-leather seat and footrest. 65 cm seat height.'],
    fr: ['Tabouret de bar rembourré', 'Tabouret en acier finition or brossé, assise rembourrée en similicuir miel et repose-pieds. Hauteur d’assise 65 cm.'],
  }),
  cookware: product('cookware', 'Menaje', {
    es: ['Batería de acero inoxidable de 10 piezas', 'Acero inoxidable de triple capa con asas remachadas, tapas de vidrio y sartén antiadherente de cerámica; apta para inducción.'],
    en: ['10-piece stainless steel cookware', 'Tri-ply stainless steel with riveted handles, glass lids and a ceramic non-stick pan; induction ready.'],
    fr: ['Batterie inox 10 pièces', 'Inox triple épaisseur à poignées rivetées, couvercles en verre et poêle céramique antiadhésive ; compatible induction.'],
  }),
  dinnerware: product('dishes', 'Menaje', {
    es: ['Vajilla de gres para 8 personas', 'Vajilla de gres esmaltado a mano en tono arena, 40 piezas, apta para lavavajillas y microondas.'],
    en: ['Stoneware dinnerware for 8', 'Hand-glazed sand stoneware, 40 pieces, dishwasher and microwave safe.'],
    fr: ['Service en grès pour 8', 'Grès émaillé à la main ton sable, 40 pièces, compatible lave-vaisselle et micro-ondes.'],
  }),
  coffeeMaker: product('coffeeMaker', 'Electrodomésticos', {
    es: ['Cafetera espresso automática', 'Cafetera de cápsulas con espumador de leche, depósito de 1 litro y acabado champaña.'],
    en: ['Automatic espresso machine', 'Capsule espresso machine with a milk frother, 1-litre tank and champagne finish.'],
    fr: ['Machine à espresso automatique', 'Machine à capsules avec mousseur à lait, réservoir d’un litre et finition champagne.'],
  }),
  bedKing: product('bed', 'Mobiliario', {
    es: ['Cama king size con cabecera de lino', 'Cabecera capitonada en lino arena, base de nogal y colchón híbrido de 30 cm con pillow top. 200 × 200 cm.'],
    en: ['King-size bed with linen headboard', 'Channel-tufted sand linen headboard, walnut base and a 30 cm hybrid pillow-top mattress. 200 × 200 cm.'],
    fr: ['Lit king size tête de lit en lin', 'Tête de lit capitonnée en lin sable, sommier en noyer et matelas hybride de 30 cm avec surmatelas. 200 × 200 cm.'],
  }),
  bedQueen: product('bed', 'Mobiliario', {
    es: ['Cama queen size con cabecera de lino', 'Cabecera tapizada en lino arena, base de nogal y colchón híbrido de 28 cm. 160 × 200 cm.'],
    en: ['Queen-size bed with linen headboard', 'Sand linen headboard, walnut base and a 28 cm hybrid mattress. 160 × 200 cm.'],
    fr: ['Lit queen size tête de lit en lin', 'Tête de lit en lin sable, sommier en noyer et matelas hybride de 28 cm. 160 × 200 cm.'],
  }),
  nightstand: product('nightstand', 'Mobiliario', {
    es: ['Buró de nogal', 'Buró de nogal macizo con dos cajones de cierre suave y jaladeras doradas. 50 × 40 × 55 cm.'],
    en: ['Walnut nightstand', 'Solid walnut nightstand with two soft-close drawers and gold pulls. 50 × 40 × 55 cm.'],
    fr: ['Chevet en noyer', 'Chevet en noyer massif, deux tiroirs à fermeture douce et poignées dorées. 50 × 40 × 55 cm.'],
  }),
  bedding: product('bedding', 'Blancos', {
    es: ['Juego de blancos de percal', 'Sábanas de algodón percal de 300 hilos, duvet de microplumón, cuatro almohadas y cojines decorativos de lino.'],
    en: ['Percale bed linen set', '300-thread-count cotton percale sheets, a down-alternative duvet, four pillows and linen accent cushions.'],
    fr: ['Parure de lit en percale', 'Draps en percale de coton 300 fils, couette en microfibre façon duvet, quatre oreillers et coussins en lin.'],
  }),
  wardrobe: product('wardrobe', 'Mobiliario', {
    es: ['Clóset de nogal', 'Clóset de chapa de nogal con puertas de cierre suave, cajonera interior y jaladeras doradas. 120 × 60 × 200 cm.'],
    en: ['Walnut wardrobe', 'Walnut veneer wardrobe with soft-close doors, inner drawers and gold handles. 120 × 60 × 200 cm.'],
    fr: ['Armoire en noyer', 'Armoire plaquée noyer, portes à fermeture douce, tiroirs intérieurs et poignées dorées. 120 × 60 × 200 cm.'],
  }),
  desk: product('desk', 'Mobiliario', {
    es: ['Escritorio de nogal', 'Cubierta de nogal sobre patas de acero dorado, con cajonera lateral y pasacables. 130 × 60 × 75 cm.'],
    en: ['Walnut desk', 'Walnut top on gold-finish steel legs with a side pedestal and cable management. 130 × 60 × 75 cm.'],
    fr: ['Bureau en noyer', 'Plateau en noyer sur pieds en acier doré, caisson latéral et passe-câbles. 130 × 60 × 75 cm.'],
  }),
  mirror: product('mirror', 'Decoración', {
    es: ['Espejo arqueado con marco dorado', 'Espejo de cuerpo entero en forma de arco con marco de metal dorado cepillado. 70 × 180 cm.'],
    en: ['Arched gold-frame mirror', 'Full-length arched mirror with a brushed gold metal frame. 70 × 180 cm.'],
    fr: ['Miroir arche cadre doré', 'Miroir en pied en forme d’arche, cadre en métal doré brossé. 70 × 180 cm.'],
  }),
  towels: product('towels', 'Blancos', {
    es: ['Juego de toallas de algodón egipcio', 'Toalla de baño, de manos, facial y tapete de baño en algodón egipcio de 600 g/m², en blanco y arena.'],
    en: ['Egyptian cotton towel set', 'Bath, hand and face towels plus a bath mat in 600 gsm Egyptian cotton, white and sand.'],
    fr: ['Parure de serviettes en coton égyptien', 'Drap de bain, serviettes, gant et tapis de bain en coton égyptien 600 g/m², blanc et sable.'],
  }),
  lounger: product('lounger', 'Mobiliario', {
    es: ['Camastro de teca', 'Camastro de teca certificada con ruedas, respaldo reclinable y colchoneta de tela exterior color arena.'],
    en: ['Teak sun lounger', 'Certified teak lounger on wheels with a reclining back and a sand outdoor-fabric cushion.'],
    fr: ['Bain de soleil en teck', 'Bain de soleil en teck certifié sur roulettes, dossier inclinable et matelas en tissu extérieur sable.'],
  }),
  planter: product('plant', 'Decoración', {
    es: ['Maceta de barro con planta tropical', 'Costilla de Adán en maceta de barro artesanal de Yucatán con acabado natural. Altura 130 cm.'],
    en: ['Terracotta planter with tropical plant', 'Monstera in a handmade Yucatán terracotta pot with a natural finish. 130 cm high.'],
    fr: ['Plante tropicale en pot de terre cuite', 'Monstera dans un pot artisanal en terre cuite du Yucatán, finition naturelle. Hauteur 130 cm.'],
  }),
  washer: product('washer', 'Electrodomésticos', {
    es: ['Lavasecadora inverter de 12 kg', 'Lavasecadora de carga frontal con motor inverter, vapor higienizante y ciclo rápido de 15 minutos, acabado champaña.'],
    en: ['12 kg inverter washer-dryer', 'Front-loading washer-dryer with an inverter motor, sanitising steam and a 15-minute quick cycle, champagne finish.'],
    fr: ['Lavante-séchante inverter 12 kg', 'Lavante-séchante à hublot, moteur inverter, vapeur assainissante et cycle rapide de 15 minutes, finition champagne.'],
  }),
};
