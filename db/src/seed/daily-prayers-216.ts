import type { SeedDailyPrayer } from './types';

/** Daily library prayers daily-216 to daily-290 (see daily-prayers.ts). */
export const dailyPrayers216: readonly SeedDailyPrayer[] = [
  {
    key: 'daily-216',
    title: 'A Child Is Born',
    content:
      'Lord, you gave us a child, a son, and called him Wonderful Counselor, Mighty God, Everlasting Father, Prince of Peace. The government rests on his shoulders and not on ours.\n\nWhen the world feels ungoverned and my own life feels out of control, remind me who carries the weight. Let me take his counsel, trust his might, rest in his fatherly care, and receive his peace. I pray for leaders who carry heavy burdens today. Let them remember that their shoulders are not the last ones the world rests on. Amen.',
    scripture:
      'For a child is born to us. A son is given to us; and the government will be on his shoulders. His name will be called Wonderful Counselor, Mighty God, Everlasting Father, Prince of Peace.',
    reference: 'Isaiah 9:6 (WEB)',
    topic: 'Hope',
  },
  {
    key: 'daily-217',
    title: 'The Wolf and the Lamb',
    content:
      'God of peace, you promise a day when the wolf will live with the lamb and the leopard lie down with the young goat, and a little child will lead them.\n\nI see so much hostility between nations, neighbors, and even within my own family. Plant in me the seeds of that coming peace. Make me gentle where I have been fierce and brave where I have been timid. Let the children in my life grow up to know a kinder world because your people worked for it. Amen.',
    scripture:
      'The wolf will live with the lamb, and the leopard will lie down with the young goat, the calf, the young lion, and the fattened calf together; and a little child will lead them.',
    reference: 'Isaiah 11:6 (WEB)',
  },
  {
    key: 'daily-218',
    title: 'This Is the Day',
    content:
      'Lord, this is the day that you have made. I will rejoice and be glad in it. Not yesterday, which is gone, and not tomorrow, which I cannot hold, but today.\n\nOpen my eyes to the gifts of this one day: the people I will meet, the work I will do, the food I will eat, the moments of beauty I might miss if I hurry. Let me receive each hour from your hand with gladness. And when the day is hard, let me still find a reason to rejoice in you. Amen.',
    scripture: 'This is the day that Yahweh has made. We will rejoice and be glad in it!',
    reference: 'Psalm 118:24 (WEB)',
    topic: 'Gratitude',
  },
  {
    key: 'daily-219',
    title: 'A Shelter From the Storm',
    content:
      'Lord, you have been a stronghold for the poor and the needy in their distress, a refuge from the storm and a shade from the heat.\n\nI pray for those who have no shelter tonight, for the homeless and for those whose homes have been destroyed by storms or war. Be their refuge, and move your people to open doors. And when the storms of my own life blow hard, let me run to you and find shelter in your care. Amen.',
    scripture:
      'For you have been a stronghold to the poor, a stronghold to the needy in his distress, a refuge from the storm, a shade from the heat, when the blast of the dreaded ones is like a storm against the wall.',
    reference: 'Isaiah 25:4 (WEB)',
    topic: 'Strength',
  },
  {
    key: 'daily-220',
    title: 'Tears Wiped Away',
    content:
      'Lord God, you will swallow up death forever and wipe away tears from every face. You will remove the disgrace of your people from the whole earth.\n\nI hold on to this promise for those I have lost and for those who are grieving today. Death is an enemy, and it hurts. But it will not have the final word. Let that hope give me courage to face sorrow honestly. Wipe away the tears I cry today, and one day wipe them away forever. Amen.',
    scripture:
      'He has swallowed up death forever! The Lord Yahweh will wipe away tears from off all faces. He will take the reproach of his people away from off all the earth, for Yahweh has spoken it.',
    reference: 'Isaiah 25:8 (WEB)',
    topic: 'Hope',
  },
  {
    key: 'daily-221',
    title: 'In Quietness and Trust',
    content:
      'Lord, your word says that the work of righteousness will be peace, and its effect quietness and confidence forever. I long for that quiet confidence.\n\nI confess that I often refuse quietness. I keep myself busy to avoid stillness, and I trust my plans more than your care. Bring me back. Teach me to rest. Let my strength come from confidence in you rather than my constant activity. And give peaceful dwellings to those who have none tonight. Amen.',
    scripture:
      'The work of righteousness will be peace, and the effect of righteousness, quietness and confidence forever.',
    reference: 'Isaiah 32:17 (WEB)',
    topic: 'Peace',
  },
  {
    key: 'daily-222',
    title: 'This Is the Way',
    content:
      'Lord, you promise that my ears will hear a word behind me saying, This is the way, walk in it, whether I turn to the right or to the left.\n\nI stand at many crossroads, some small and some large. I long for clear direction. Tune my ears to your voice. Let me hear you through scripture, wise counsel, and the quiet leading of your Spirit. And when I hear you, give me the courage to walk in the way you show. Amen.',
    scripture:
      'Though the Lord may give you the bread of adversity and the water of affliction, yet your teachers won’t be hidden any more, but your eyes will see your teachers; and when you turn to the right hand, and when you turn to the left, your ears will hear a voice behind you, saying, “This is the way. Walk in it.”',
    reference: 'Isaiah 30:20-21 (WEB)',
    topic: 'Wisdom',
  },
  {
    key: 'daily-223',
    title: 'Comfort My People',
    content:
      'God of comfort, you told your prophet to speak tenderly to Jerusalem and to tell her that her warfare was finished and her iniquity pardoned.\n\nSpeak tenderly to me today, and to all who are weary of their struggle. Let those burdened with guilt hear that they are pardoned. Let those exhausted from long battles hear that their hard service can end in you. Make me a messenger of your comfort, speaking gently to the hurting people I meet. Amen.',
    scripture:
      '“Comfort, comfort my people,” says your God. “Speak comfortably to Jerusalem, and call out to her that her warfare is accomplished, that her iniquity is pardoned, that she has received of Yahweh’s hand double for all her sins.”',
    reference: 'Isaiah 40:1-2 (WEB)',
    topic: 'Healing',
  },
  {
    key: 'daily-224',
    title: 'The Grass Withers',
    content:
      'Lord, the grass withers and the flower fades, but your word stands forever. Everything I see is temporary, but your promises endure.\n\nWhen I am anxious about things that will not last, remind me of what does. Let me build my life on your word and not on shifting opinions. I pray for those whose lives have been shaken by loss. Give them something solid to stand on. Let your enduring word be their foundation and mine. Amen.',
    scripture:
      'The voice of one saying, “Cry out!” One said, “What shall I cry?” “All flesh is like grass, and all its glory is like the flower of the field. The grass withers, the flower fades, because Yahweh’s breath blows on it. Surely the people are like grass. The grass withers, the flower fades; but the word of our God stands forever.”',
    reference: 'Isaiah 40:6-8 (WEB)',
    topic: 'Hope',
  },
  {
    key: 'daily-225',
    title: 'He Gathers the Lambs',
    content:
      'Lord, you feed your flock like a shepherd. You gather the lambs in your arms and carry them close to your heart, and you gently lead those who have young.\n\nThank you for your tenderness. I pray for new parents who are exhausted, and for children who need protection. Carry them close. Lead gently all who are caring for little ones today. And when I feel small and weak, let me rest in your arms and trust your gentle leading. Amen.',
    scripture:
      'He will feed his flock like a shepherd. He will gather the lambs in his arm, and carry them in his bosom. He will gently lead those who have their young.',
    reference: 'Isaiah 40:11 (WEB)',
    topic: 'Peace',
  },
  {
    key: 'daily-226',
    title: 'Lift Up Your Eyes',
    content:
      'Lord, you tell me to lift up my eyes and see who created the stars. You bring out their host by number and call them all by name. Because of your great might, not one is missing.\n\nIf you know every star by name, you know me and the people I love. Lift my eyes from my problems to your greatness. Let me see the night sky and remember your care. I pray for those who feel lost and forgotten. Let them know they are not missing from your sight. Amen.',
    scripture:
      'Lift up your eyes on high, and see who has created these, who brings out their army by number. He calls them all by name. by the greatness of his might, and because he is strong in power, not one is lacking.',
    reference: 'Isaiah 40:26 (WEB)',
  },
  {
    key: 'daily-227',
    title: 'A Bruised Reed',
    content:
      'Lord, you will not break a bruised reed, and you will not quench a dimly burning wick. You are gentle with the fragile.\n\nSome days I feel bruised and barely burning. Thank you that you do not cast me aside. Be gentle with those who are fragile today: the depressed, the exhausted, the new believer, the one whose faith is faint. Fan their small flame. Make me gentle with others as you are with me. Amen.',
    scripture: 'He won’t break a bruised reed. He won’t quench a dimly burning wick. He will faithfully bring justice.',
    reference: 'Isaiah 42:3 (WEB)',
    topic: 'Healing',
  },
  {
    key: 'daily-228',
    title: 'When You Pass Through the Waters',
    content:
      'Lord, you promise that when I pass through the waters you will be with me, and the rivers will not overwhelm me. When I walk through fire, I will not be burned.\n\nYou do not promise that I will avoid the waters and the fire, but that I will not face them alone. I cling to that promise today. Be with those going through floods of grief and fires of trial. Keep them from being overwhelmed. And let me know your presence in my own hard passages. Amen.',
    scripture:
      'When you pass through the waters, I will be with you, and through the rivers, they will not overflow you. When you walk through the fire, you will not be burned, and flame will not scorch you.',
    reference: 'Isaiah 43:2 (WEB)',
    topic: 'Strength',
  },
  {
    key: 'daily-229',
    title: 'I Am Doing a New Thing',
    content:
      'Lord, you tell me not to dwell on the past, because you are doing a new thing. Now it springs up. You make a way in the wilderness and rivers in the desert.\n\nI cling to old regrets and old ways of doing things. Help me let go. Open my eyes to the new things you are doing in my life, my church, and my community. Where I see only wilderness, show me your way. Where I see only desert, bring rivers. Amen.',
    scripture:
      'Behold, I will do a new thing. It springs out now. Don’t you know it? I will even make a way in the wilderness, and rivers in the desert.',
    reference: 'Isaiah 43:19 (WEB)',
    topic: 'Hope',
  },
  {
    key: 'daily-230',
    title: 'Engraved on Your Palms',
    content:
      'Lord, a mother may forget her nursing child, but you will not forget me. You have engraved me on the palms of your hands.\n\nWhen I feel forgotten by people or by life, remind me that I am written on your hands. I pray for children who have been abandoned and for parents who feel unable to care. Hold them. And let your faithful love be the security from which I love others. Amen.',
    scripture: 'Behold, I have engraved you on the palms of my hands. Your walls are continually before me.',
    reference: 'Isaiah 49:16 (WEB)',
    topic: 'Peace',
  },
  {
    key: 'daily-231',
    title: 'How Beautiful the Feet',
    content:
      'Lord, how beautiful on the mountains are the feet of those who bring good news, who proclaim peace and salvation, and who say, Your God reigns.\n\nBless those who carry good news today: preachers, teachers, missionaries, and ordinary believers who speak of you at work and at home. Give them courage and joy. And make my own feet beautiful, carrying peace and hope wherever I go today. Amen.',
    scripture:
      'How beautiful on the mountains are the feet of him who brings good news, who publishes peace, who brings good news, who proclaims salvation, who says to Zion, “Your God reigns!”',
    reference: 'Isaiah 52:7 (WEB)',
  },
  {
    key: 'daily-232',
    title: 'By His Wounds',
    content:
      'Lord Jesus, surely you have borne our griefs and carried our sorrows. You were pierced for our transgressions and crushed for our iniquities. The punishment that brought us peace was on you, and by your wounds we are healed.\n\nI cannot fully understand the cost of my salvation, but I receive it with thanks. Let me never treat your suffering lightly. Heal me by your wounds: my guilt, my shame, my brokenness. And let your love for me make me willing to bear the burdens of others. Amen.',
    scripture:
      'Surely he has borne our sickness and carried our suffering; yet we considered him plagued, struck by God, and afflicted. But he was pierced for our transgressions. He was crushed for our iniquities. The punishment that brought our peace was on him; and by his wounds we are healed.',
    reference: 'Isaiah 53:4-5 (WEB)',
    topic: 'Healing',
  },
  {
    key: 'daily-233',
    title: 'Like Sheep Gone Astray',
    content:
      'Lord, all of us like sheep have gone astray. Each of us has turned to our own way, and you have laid on him the iniquity of us all.\n\nI confess that I wander. I choose my own way again and again. Thank you that you did not leave me lost but laid my sin on your Son. Bring back those who have wandered far from you. Let them hear the Shepherd’s voice and come home. And keep me close to you today. Amen.',
    scripture:
      'All we like sheep have gone astray. Everyone has turned to his own way; and Yahweh has laid on him the iniquity of us all.',
    reference: 'Isaiah 53:6 (WEB)',
  },
  {
    key: 'daily-234',
    title: 'Come and Drink Freely',
    content:
      'Lord, your Spirit and your church say, Come. Whoever is thirsty may come, and whoever wants it may take the water of life freely.\n\nI have spent so much on what does not satisfy. Today I come to you thirsty and empty-handed. Thank you that your grace is free. I pray for those who are searching for meaning in all the wrong places. Let them hear your invitation and come. And let me be a voice that calls others to the water. Amen.',
    scripture:
      'The Spirit and the bride say, “Come!” He who hears, let him say, “Come!” He who is thirsty, let him come. He who desires, let him take the water of life freely.',
    reference: 'Revelation 22:17 (WEB)',
    topic: 'Hope',
  },
  {
    key: 'daily-235',
    title: 'The Depth of Your Wisdom',
    content:
      'Lord, how deep are the riches of your wisdom and knowledge. Your judgments are unsearchable, and your ways are past tracing out.\n\nWhen I cannot understand what you are doing, help me trust that your ways are higher than mine. Humble my certainty and teach me to wait for your wisdom. I pray for those facing situations that make no sense to them today. Give them peace in the mystery and faith in your good purposes. Amen.',
    scripture:
      'Oh the depth of the riches both of the wisdom and the knowledge of God! How unsearchable are his judgments, and his ways past tracing out!',
    reference: 'Romans 11:33 (WEB)',
    topic: 'Wisdom',
  },
  {
    key: 'daily-236',
    title: 'The Trees Will Clap',
    content:
      'Lord, you promise that your people will go out with joy and be led out with peace. The mountains and hills will break into song, and all the trees of the field will clap their hands.\n\nLet me go out into this day with joy. Open my eyes to the praise of creation around me: the wind in the trees, the birds, the hills. Let my heart join their song. Thank you for the peace that leads me and the joy that goes with me. Amen.',
    scripture:
      'For you shall go out with joy, and be led out with peace. The mountains and the hills will break out before you into singing; and all the trees of the fields will clap their hands.',
    reference: 'Isaiah 55:12 (WEB)',
    topic: 'Gratitude',
  },
  {
    key: 'daily-237',
    title: 'A House of Prayer for All',
    content:
      'Lord Jesus, you said your Father’s house would be called a house of prayer for all nations, and you were angry when it was made a place of profit and exclusion.\n\nMake my church a house of prayer for all people, of every language, color, and background. Break down the walls we build to keep others out. I pray for those who feel unwelcome in your house today. Bring them in and make them joyful. And let me be the first to welcome them. Amen.',
    scripture:
      'He taught, saying to them, “Isn’t it written, ‘My house will be called a house of prayer for all the nations?’ But you have made it a den of robbers!”',
    reference: 'Mark 11:17 (WEB)',
  },
  {
    key: 'daily-238',
    title: 'Rivers of Living Water',
    content:
      'Lord Jesus, you stood up at the feast and cried out that anyone who is thirsty may come to you and drink, and that rivers of living water will flow from within those who believe.\n\nSome days my soul feels parched. Refresh me with your presence. Guide me when I do not know the way. Make me a spring that refreshes others, not because of my own resources but because your water flows through me. Thank you for your faithful care. Amen.',
    scripture:
      'Now on the last and greatest day of the feast, Jesus stood and cried out, “If anyone is thirsty, let him come to me and drink! He who believes in me, as the Scripture has said, from within him will flow rivers of living water.”',
    reference: 'John 7:37-38 (WEB)',
    topic: 'Healing',
  },
  {
    key: 'daily-239',
    title: 'Arise, Shine',
    content:
      'Lord, your word calls out, Awake, you who sleep, and arise from the dead, and Christ will shine on you.\n\nI do not always feel like shining. Some days I would rather hide. But the light is not my own; it is Christ shining on me. Let me rise today and reflect that light to others. I pray for those living in darkness: depression, fear, or hopelessness. Let your glory rise upon them too. Amen.',
    scripture: 'Therefore he says, “Awake, you who sleep, and arise from the dead, and Christ will shine on you.”',
    reference: 'Ephesians 5:14 (WEB)',
  },
  {
    key: 'daily-240',
    title: 'Beauty for Ashes',
    content:
      'Lord, your Spirit anointed the Messiah to bring good news to the humble, to bind up the brokenhearted, to proclaim liberty to captives, and to give beauty for ashes, joy for mourning, and praise for a heavy spirit.\n\nI pray for all who sit in ashes today. Bind up their broken hearts. Set the captives free, whether they are bound by prison walls, addiction, or despair. Replace mourning with joy and heaviness with praise. Let your people join in this work of healing and liberation. Amen.',
    scripture:
      'The Lord Yahweh’s Spirit is on me, because Yahweh has anointed me to preach good news to the humble. He has sent me to bind up the broken hearted, to proclaim liberty to the captives and release to those who are bound, to proclaim the year of Yahweh’s favor and the day of vengeance of our God, to comfort all who mourn, to provide for those who mourn in Zion, to give to them a garland for ashes, the oil of joy for mourning, the garment of praise for the spirit of heaviness, that they may be called trees of righteousness, the planting of Yahweh, that he may be glorified.',
    reference: 'Isaiah 61:1-3 (WEB)',
    topic: 'Healing',
  },
  {
    key: 'daily-241',
    title: 'Before They Call',
    content:
      'Lord, you promise that before your people call, you will answer, and while they are still speaking, you will hear.\n\nThank you that you know what I need before I ask. You are not reluctant to hear me. Let that give me peace as I bring my requests to you today. I pray for those who feel that heaven is silent. Let them know that you hear them, even before they speak. Amen.',
    scripture: 'It will happen that before they call, I will answer; and while they are yet speaking, I will hear.',
    reference: 'Isaiah 65:24 (WEB)',
    topic: 'Peace',
  },
  {
    key: 'daily-242',
    title: 'A Mother’s Comfort',
    content:
      'Lord, you say that as a mother comforts her child, so you will comfort us. You hold us with tenderness and care.\n\nThank you for the mothers and mother figures who comforted me. I pray for those who never knew a mother’s comfort, and for mothers who are worn out today. Comfort them as only you can. And when I am hurting, let me rest in your tender care like a child in its mother’s arms. Amen.',
    scripture:
      'For Yahweh says, “Behold, I will extend peace to her like a river, and the glory of the nations like an overflowing stream, and you will nurse. You will be carried on her side, and will be dandled on her knees. As one whom his mother comforts, so I will comfort you. You will be comforted in Jerusalem.”',
    reference: 'Isaiah 66:12-13 (WEB)',
    topic: 'Healing',
  },
  {
    key: 'daily-243',
    title: 'Before You Were Born',
    content:
      'Lord, you told Jeremiah that before you formed him in the womb you knew him, and before he was born you set him apart. You had a purpose for him before he had a name.\n\nThank you that my life is not an accident. You knew me before anyone else did. I pray for unborn children and for expectant parents. Help me live today with the sense of purpose you have given, and help me see every person as known and loved by you from the beginning. Amen.',
    scripture:
      '“Before I formed you in the womb, I knew you. Before you were born, I sanctified you. I have appointed you a prophet to the nations.”',
    reference: 'Jeremiah 1:5 (WEB)',
  },
  {
    key: 'daily-244',
    title: 'Do Not Say I Am Too Young',
    content:
      'Lord, when Jeremiah protested that he was only a child, you told him not to say that, but to go where you sent him and speak what you commanded, for you would be with him.\n\nI pray for young people who feel too inexperienced to make a difference. Give them courage. And for myself, when I make excuses about my age, ability, or background, remind me that you go with me. Let me not be afraid of people’s faces, because you are with me to deliver me. Amen.',
    scripture:
      'But Yahweh said to me, “Don’t say, ‘I am a child;’ for you must go to whomever I send you, and you must say whatever I command you. Don’t be afraid because of them, for I am with you to rescue you,” says Yahweh.',
    reference: 'Jeremiah 1:7-8 (WEB)',
    topic: 'Strength',
  },
  {
    key: 'daily-245',
    title: 'The Path That Grows Brighter',
    content:
      'Lord, your word says that the path of the righteous is like the light of dawn, shining brighter and brighter until the full day.\n\nSome days I can see only a little way ahead. Thank you that the light grows as I walk. In a world that chases every new thing, help me value the old wisdom of those who walked this path before me. Teach me from the faithful saints and the scriptures. Lead me on, step by step, toward the full light of your day. Amen.',
    scripture:
      'But the path of the righteous is like the dawning light that shines more and more until the perfect day.',
    reference: 'Proverbs 4:18 (WEB)',
    topic: 'Wisdom',
  },
  {
    key: 'daily-246',
    title: 'Let Him Boast in This',
    content:
      'Lord, your word says not to boast in wisdom, strength, or riches, but in understanding and knowing you, the Lord who exercises loving kindness, justice, and righteousness on the earth.\n\nForgive me for boasting in lesser things. Let my identity be rooted in knowing you, not in my achievements. Teach me to delight in what you delight in: loving kindness, justice, and righteousness. Let my life be a small reflection of your character in my corner of the world. Amen.',
    scripture:
      'Yahweh says, “Don’t let the wise man glory in his wisdom. Don’t let the mighty man glory in his might. Don’t let the rich man glory in his riches. But let him who glories glory in this, that he has understanding, and knows me, that I am Yahweh who exercises loving kindness, justice, and righteousness in the earth, for I delight in these things,” says Yahweh.',
    reference: 'Jeremiah 9:23-24 (WEB)',
    topic: 'Wisdom',
  },
  {
    key: 'daily-247',
    title: 'A Tree by the Water',
    content:
      'Lord, blessed is the one who trusts in you. They will be like a tree planted by the waters, which sends out its roots by the river. It will not fear when heat comes, and its leaves stay green.\n\nPlant me by your river. Let my roots go deep in trust so that when the heat of trouble comes, I will not wither. I pray for those in a season of drought. Keep them green and fruitful. And let my life bear fruit even in the dry years. Amen.',
    scripture:
      'For he will be as a tree planted by the waters, who spreads out its roots by the river, and will not fear when heat comes, but its leaf will be green, and will not be concerned in the year of drought. It won’t cease from yielding fruit.',
    reference: 'Jeremiah 17:8 (WEB)',
    topic: 'Strength',
  },
  {
    key: 'daily-248',
    title: 'The Potter’s House',
    content:
      'Lord, you sent Jeremiah to the potter’s house, where he saw a vessel spoiled in the potter’s hand, and the potter made it again into another vessel, as seemed good to him.\n\nThank you that when I am marred, you do not throw me away. You remake me. I submit to your hands today. Shape me into what seems good to you. I pray for those who feel spoiled by failure or sin. Let them know that you are still working with them. Amen.',
    scripture:
      'Then I went down to the potter’s house, and behold, he was making something on the wheels. When the vessel that he made of the clay was marred in the hand of the potter, he made it again another vessel, as seemed good to the potter to make it.',
    reference: 'Jeremiah 18:3-4 (WEB)',
  },
  {
    key: 'daily-249',
    title: 'Prayers for Those in Authority',
    content:
      'Lord, your word urges us to make prayers, requests, and thanksgivings for all people, for kings and all in authority, so that we may lead a quiet and peaceful life.\n\nI pray for my city and my nation today: their leaders, workers, schools, hospitals, the poor and the prosperous. Give those in authority wisdom and integrity. Bring peace and flourishing. Help me contribute to the good of my neighborhood, and let your church be a blessing to the place where we live. Amen.',
    scripture:
      'I exhort therefore, first of all, that petitions, prayers, intercessions, and givings of thanks be made for all men, for kings and all who are in high places, that we may lead a tranquil and quiet life in all godliness and reverence.',
    reference: '1 Timothy 2:1-2 (WEB)',
  },
  {
    key: 'daily-250',
    title: 'Seek Me With All Your Heart',
    content:
      'Lord, you promise that when I call on you and pray to you, you will listen. When I seek you with all my heart, I will find you.\n\nI want to seek you wholeheartedly, not with half my attention. Forgive my distracted prayers. Draw me to seek you today in stillness and in scripture. Thank you that you are not hiding from me. I pray for those who are searching for you without knowing it. Let them find you. Amen.',
    scripture:
      'You shall call on me, and you shall go and pray to me, and I will listen to you. You shall seek me and find me, when you search for me with all your heart.',
    reference: 'Jeremiah 29:12-13 (WEB)',
    topic: 'Hope',
  },
  {
    key: 'daily-251',
    title: 'Able to Do More',
    content:
      'Lord God, you are able to do far more than all we ask or imagine, by the power at work within us. To you be the glory in the church and in Christ Jesus forever.\n\nI face situations today that feel impossible. I bring them to you. Let me not limit you by the size of my faith or the reach of my imagination. I pray for those facing medical diagnoses, broken relationships, and financial crises. Show them your power and your love. Amen.',
    scripture:
      'Now to him who is able to do exceedingly abundantly above all that we ask or think, according to the power that works in us, to him be the glory in the assembly and in Christ Jesus to all generations, forever and ever. Amen.',
    reference: 'Ephesians 3:20-21 (WEB)',
    topic: 'Strength',
  },
  {
    key: 'daily-252',
    title: 'Call to Me',
    content:
      'Lord, you say, call to me, and I will answer you, and will show you great and difficult things which you do not know.\n\nI do not know so much. I do not know the future, the best decision, or the hearts of others. I call to you today. Answer me and show me what I need to see. Give me a teachable spirit and patience to wait for your answer. Thank you that you invite my questions. Amen.',
    scripture:
      '‘Call to me, and I will answer you, and will show you great and difficult things, which you don’t know.’',
    reference: 'Jeremiah 33:3 (WEB)',
    topic: 'Wisdom',
  },
  {
    key: 'daily-253',
    title: 'New Every Morning',
    content:
      'Lord, it is because of your loving kindness that we are not consumed. Your compassion does not fail. It is new every morning. Great is your faithfulness.\n\nThank you for this new morning and the fresh mercy it brings. Yesterday’s failures do not define today. I pray for those who woke up today in despair. Let them know that your mercy is new for them too. Great is your faithfulness, and I will trust it again today. Amen.',
    scripture:
      'It is because of Yahweh’s loving kindnesses that we are not consumed, because his mercies don’t fail. They are new every morning. Great is your faithfulness.',
    reference: 'Lamentations 3:22-23 (WEB)',
    topic: 'Hope',
  },
  {
    key: 'daily-254',
    title: 'Lament for the City',
    content:
      'Lord, Jerusalem wept over her ruins and had no one to comfort her. Her children were desolate, and the enemy had prevailed. You allowed these cries to be written down.\n\nI bring before you cities that weep today: places of war, disaster, and violence. I grieve with those who have lost homes and loved ones. Be their comforter when no one else comes. Let your people respond with compassion and action. Do not let their tears be ignored. Amen.',
    scripture:
      '“For these things I weep. My eye, my eye runs down with water, because the comforter who should refresh my soul is far from me. My children are desolate, because the enemy has prevailed.”',
    reference: 'Lamentations 1:16 (WEB)',
  },
  {
    key: 'daily-255',
    title: 'A New Heart',
    content:
      'Lord, you promise to give a new heart and a new spirit, and to take away the heart of stone and give a heart of flesh.\n\nSome parts of my heart have grown hard: toward certain people, toward pain, toward you. Take out the stone. Give me a heart that feels, that responds, that loves. I pray for those whose hearts have been hardened by suffering. Soften them with your tender care. Amen.',
    scripture:
      'I will also give you a new heart, and I will put a new spirit within you. I will take away the stony heart out of your flesh, and I will give you a heart of flesh.',
    reference: 'Ezekiel 36:26 (WEB)',
    topic: 'Healing',
  },
  {
    key: 'daily-256',
    title: 'Can These Bones Live?',
    content:
      'Lord, you set Ezekiel in a valley of dry bones and asked, Can these bones live? He answered, Lord God, you know. Then you told him to speak your word to them.\n\nSome things in my life look dead: dreams, relationships, my own faith. I do not know if they can live, but you know. Breathe your life into them. I pray for churches and communities that feel dried up. Let your Spirit bring them back to life. Amen.',
    scripture: 'He said to me, “Son of man, can these bones live?” I answered, “Lord Yahweh, you know.”',
    reference: 'Ezekiel 37:3 (WEB)',
    topic: 'Hope',
  },
  {
    key: 'daily-257',
    title: 'Even If He Does Not',
    content:
      'Lord, Shadrach, Meshach, and Abednego told the king that you were able to deliver them from the furnace, but even if you did not, they would not bow to the golden image.\n\nGive me faith that trusts you whether or not you rescue me in the way I hope. Let my loyalty to you not depend on outcomes. I pray for believers facing persecution today. Strengthen them to stand firm. And let me remain faithful in the small pressures I face. Amen.',
    scripture:
      'Shadrach, Meshach, and Abednego answered the king, “Nebuchadnezzar, we have no need to answer you in this matter. If it happens, our God whom we serve is able to deliver us from the burning fiery furnace; and he will deliver us out of your hand, O king. But if not, let it be known to you, O king, that we will not serve your gods or worship the golden image which you have set up.”',
    reference: 'Daniel 3:16-18 (WEB)',
    topic: 'Strength',
  },
  {
    key: 'daily-258',
    title: 'Daniel’s Window',
    content:
      'Lord, when Daniel knew that praying could cost him his life, he went home, opened his windows toward Jerusalem, and prayed three times a day, as he had always done.\n\nThank you for Daniel’s faithful habit of prayer. Build that kind of steady rhythm in my life. Let prayer be a daily practice, not only an emergency call. I pray for those who pray in secret because it is dangerous to pray openly. Protect them and hear their prayers. Amen.',
    scripture:
      'When Daniel knew that the writing was signed, he went into his house (now his windows were open in his room toward Jerusalem) and he kneeled on his knees three times a day, and prayed, and gave thanks before his God, as he did before.',
    reference: 'Daniel 6:10 (WEB)',
  },
  {
    key: 'daily-259',
    title: 'Return to the Lord',
    content:
      'Lord, your prophet called the people to return to you, for you have torn and you will heal, you have struck and you will bind up our wounds.\n\nI have wandered, and I feel the consequences. I return to you now. Heal what has been torn and bind up what has been wounded. Revive me, and let me live before you. Thank you that your discipline is for my restoration and never for my destruction. Amen.',
    scripture:
      '“Come! Let’s return to Yahweh; for he has torn us to pieces, and he will heal us; he has injured us, and he will bind up our wounds. After two days he will revive us. On the third day he will raise us up, and we will live before him. Let’s acknowledge Yahweh. Let’s press on to know Yahweh. As surely as the sun rises, Yahweh will appear. He will come to us like the rain, like the spring rain that waters the earth.”',
    reference: 'Hosea 6:1-3 (WEB)',
    topic: 'Healing',
  },
  {
    key: 'daily-260',
    title: 'Cords of Love',
    content:
      'Lord, you taught your people to walk, taking them by the arms. You drew them with cords of kindness and bands of love, and you bent down to feed them.\n\nThank you for the ways you have drawn me with love and not with force. Like a parent, you bent down to my level. I pray for parents teaching children to walk, to speak, and to pray. Let them reflect your patience. And draw me closer to you today with your cords of love. Amen.',
    scripture:
      'Yet I taught Ephraim to walk. I took them by their arms, but they didn’t know that I healed them. I drew them with cords of a man, with ties of love; and I was to them like those who lift up the yoke on their necks; and I bent down to him and I fed him.',
    reference: 'Hosea 11:3-4 (WEB)',
  },
  {
    key: 'daily-261',
    title: 'As Far as the East',
    content:
      'Father, as far as the east is from the west, so far have you removed our transgressions from us. You do not keep my forgiven sins within reach to hold against me.\n\nI have drifted in my faith more times than I can count, and I keep going back to dig up what you have buried. Heal my wandering heart and let me believe your forgiveness. I pray for those who have drifted from you. Let them know that you are waiting with open arms. Amen.',
    scripture: 'As far as the east is from the west, so far has he removed our transgressions from us.',
    reference: 'Psalm 103:12 (WEB)',
    topic: 'Healing',
  },
  {
    key: 'daily-262',
    title: 'Your Old Will Dream Dreams',
    content:
      'Lord, you promised to pour out your Spirit on all flesh, so that old people will dream dreams and young people see visions, and even servants and maids, whom the world overlooks, will receive your Spirit.\n\nPour out your Spirit on your church today, on the young and the old, women and men, rich and poor. Let us dream your dreams and see your visions. Break down the barriers that keep some from serving. Let every generation and every person be filled with your Spirit and your purpose. Amen.',
    scripture: 'And also on the servants and on the handmaids in those days, I will pour out my Spirit.',
    reference: 'Joel 2:29 (WEB)',
  },
  {
    key: 'daily-263',
    title: 'Out of the Depths',
    content:
      'Lord, out of the depths I cry to you. Hear my voice, and let your ears be attentive to my pleading. Jonah prayed from the belly of the fish, and you heard him.\n\nThank you that no place is too deep for my prayers to reach you. Even when I have run from you, you hear me when I call. I pray for those who feel swallowed up by their own bad choices today. Hear them from the depths and bring them out. Amen.',
    scripture:
      'Out of the depths I have cried to you, Yahweh. Lord, hear my voice. Let your ears be attentive to the voice of my petitions.',
    reference: 'Psalm 130:1-2 (WEB)',
  },
  {
    key: 'daily-264',
    title: 'Should I Not Have Compassion?',
    content:
      'Lord, when Jonah was angry that you spared Nineveh, you asked him whether you should not care about that great city, with all its people and even its animals.\n\nForgive me when I want my enemies to receive judgment instead of mercy. Enlarge my heart to match yours. I pray for cities I find hard to love, and for people I consider beyond saving. Let me share your compassion for the whole world. Amen.',
    scripture:
      'Yahweh said, “You have been concerned for the vine, for which you have not labored, neither made it grow; which came up in a night and perished in a night. Shouldn’t I be concerned for Nineveh, that great city, in which are more than one hundred twenty thousand persons who can’t discern between their right hand and their left hand, and also many animals?”',
    reference: 'Jonah 4:10-11 (WEB)',
  },
  {
    key: 'daily-265',
    title: 'The God Who Delights in Mercy',
    content:
      'Lord, who is a God like you, who pardons iniquity and passes over transgression? You do not stay angry forever, because you delight in loving kindness. You will tread our sins underfoot and cast them into the depths of the sea.\n\nThank you that you delight in mercy. I bring you the sins I keep dragging back up from the sea. Let them stay there. Help me believe your forgiveness and live in its freedom. And make me merciful to others as you have been to me. Amen.',
    scripture:
      'Who is a God like you, who pardons iniquity, and passes over the disobedience of the remnant of his heritage? He doesn’t retain his anger forever, because he delights in loving kindness. He will again have compassion on us. He will tread our iniquities under foot. You will cast all their sins into the depths of the sea.',
    reference: 'Micah 7:18-19 (WEB)',
  },
  {
    key: 'daily-266',
    title: 'Write the Vision',
    content:
      'Lord, you told Habakkuk to write the vision plainly, because it was for an appointed time. Though it waits, wait for it, because it will surely come.\n\nI am waiting for promises to be fulfilled and prayers to be answered. Give me patience. Help me write down what you have shown me, so I do not forget. I pray for those who have been waiting a long time. Strengthen their hope and assure them that your timing is not late. Amen.',
    scripture:
      'For the vision is yet for the appointed time, and it hurries toward the end, and won’t prove false. Though it takes time, wait for it, because it will surely come. It won’t delay.',
    reference: 'Habakkuk 2:3 (WEB)',
    topic: 'Hope',
  },
  {
    key: 'daily-267',
    title: 'Rejoicing Over Us',
    content:
      'Lord, you promise to deal with those who afflict your people, to save the lame, and gather the outcast, and to give them praise and honor in every land where they were put to shame.\n\nI pray for the outcasts and the shamed today: those with disabilities, those rejected for their past, those who have been humiliated. Gather them. Give them honor instead of shame. Let your church be a place where they are welcomed and valued. Amen.',
    scripture:
      'Behold, at that time I will deal with all those who afflict you; and I will save those who are lame and gather those who were driven away. I will give them praise and honor, whose shame has been in all the earth. At that time I will bring you in, and at that time I will gather you; for I will give you honor and praise among all the peoples of the earth when I restore your fortunes before your eyes, says Yahweh.',
    reference: 'Zephaniah 3:19-20 (WEB)',
  },
  {
    key: 'daily-268',
    title: 'Treasure in Clay Jars',
    content:
      'Lord, you have put the treasure of your light in clay jars like me, so that it is clear the surpassing power belongs to you and not to us.\n\nI rely too much on my own strength and cleverness, and I am ashamed of my cracks. Teach me to depend on your Spirit. I pray for those building something for your kingdom today: churches, ministries, families, and businesses. Let them succeed not by human power but by your Spirit. And let your light shine through my weakness. Amen.',
    scripture:
      'But we have this treasure in clay vessels, that the exceeding greatness of the power may be of God and not from ourselves.',
    reference: '2 Corinthians 4:7 (WEB)',
    topic: 'Strength',
  },
  {
    key: 'daily-269',
    title: 'Found Faithful',
    content:
      'Lord, your word says that what is required of stewards is that they be found faithful. Not impressive, not famous, but faithful with what you have entrusted to them.\n\nForgive me for despising small things: a modest job, a small congregation, a little act of kindness, a quiet prayer. Teach me to be faithful in what you have given me. I pray for those starting something new today. Encourage them, and let them trust that you delight in small beginnings. Amen.',
    scripture: 'Here, moreover, it is required of stewards that they be found faithful.',
    reference: '1 Corinthians 4:2 (WEB)',
  },
  {
    key: 'daily-270',
    title: 'Your King Comes Humbly',
    content:
      'Lord, your prophet called Jerusalem to rejoice, because her king was coming, righteous and bringing salvation, humble and riding on a donkey.\n\nThank you that Jesus came humbly, not on a war horse but on a donkey. Teach me the humility of my King. Let me rejoice in his coming and welcome him into my life. I pray for those who seek power through force. Let them see the humble King and be changed. Amen.',
    scripture:
      'Rejoice greatly, daughter of Zion! Shout, daughter of Jerusalem! Behold, your King comes to you! He is righteous, and having salvation; lowly, and riding on a donkey, even on a colt, the foal of a donkey.',
    reference: 'Zechariah 9:9 (WEB)',
    topic: 'Hope',
  },
  {
    key: 'daily-271',
    title: 'Test Me in This',
    content:
      'Lord, you invited your people to bring their tithes into your storehouse and test you, to see if you would not open the windows of heaven and pour out a blessing.\n\nI am often tight-fisted with what you have given me. Teach me generosity. Let me trust you enough to give freely to your work and to those in need. I pray for churches and charities that depend on generous hearts. Provide for their needs. And let me experience the joy of giving. Amen.',
    scripture:
      'Bring the whole tithe into the storehouse, that there may be food in my house, and test me now in this,” says Yahweh of Armies, “if I will not open you the windows of heaven, and pour you out a blessing, that there will not be enough room for.',
    reference: 'Malachi 3:10 (WEB)',
    topic: 'Gratitude',
  },
  {
    key: 'daily-272',
    title: 'The Sun of Righteousness',
    content:
      'Lord, for those who fear your name, the sun of righteousness will rise with healing in its wings. They will go out and leap like calves released from the stall.\n\nI long for that sunrise. I pray for those who are sick, confined, or downcast today. Let the sun of righteousness rise on them with healing. Let them experience the joy of freedom. And let me live today in the light of your healing love. Amen.',
    scripture:
      'But to you who fear my name shall the sun of righteousness arise with healing in its wings. You will go out and leap like calves of the stall.',
    reference: 'Malachi 4:2 (WEB)',
    topic: 'Healing',
  },
  {
    key: 'daily-273',
    title: 'Emmanuel',
    content:
      'Lord, your Son was called Emmanuel, which means God with us. You did not send a message from far away; you came close.\n\nThank you that you are with me today, in my work, in my home, and in my struggles. I pray for those who feel alone and far from you. Let them know that you are Emmanuel, God with them. And let me carry your presence to the people I meet today. Amen.',
    scripture:
      'Now all this has happened that it might be fulfilled which was spoken by the Lord through the prophet, saying, “Behold, the virgin shall be with child, and shall give birth to a son. They shall call his name Immanuel,” which is, being interpreted, “God with us.”',
    reference: 'Matthew 1:22-23 (WEB)',
    topic: 'Hope',
  },
  {
    key: 'daily-274',
    title: 'Follow Me',
    content:
      'Lord Jesus, you called to the fishermen by the sea, Come after me, and I will make you fishers of people. They left their nets immediately and followed you.\n\nI have nets I am reluctant to leave: comfort, control, security. Call me again today, and give me the courage to follow immediately. I pray for those who are hearing your call and hesitating. Give them faith to leave what holds them back and follow you. Amen.',
    scripture:
      'He said to them, “Come after me, and I will make you fishers for men.” They immediately left their nets and followed him.',
    reference: 'Matthew 4:19-20 (WEB)',
  },
  {
    key: 'daily-275',
    title: 'Blessed Are Those Who Mourn',
    content:
      'Lord Jesus, you said that the poor in spirit are blessed, because theirs is the kingdom of heaven, and those who mourn are blessed, because they will be comforted.\n\nThank you that your kingdom belongs to those who know their need. Keep me from spiritual pride. I pray for those who mourn today. Comfort them as you promised. Let me not hurry past their grief but share in your comfort for them. Amen.',
    scripture: 'Blessed are those who mourn, for they shall be comforted.',
    reference: 'Matthew 5:4 (WEB)',
    topic: 'Hope',
  },
  {
    key: 'daily-276',
    title: 'Blessed Are the Meek',
    content:
      'Lord Jesus, you said that the gentle will inherit the earth, and those who hunger and thirst for righteousness will be filled.\n\nThe world rewards the loud and the aggressive, but you bless the gentle. Make me gentle. Give me hunger for what is right, in my own life and in the world. I pray for those who are working for justice today. Fill them with strength and hope. Amen.',
    scripture:
      'Blessed are the gentle, for they shall inherit the earth. Blessed are those who hunger and thirst for righteousness, for they shall be filled.',
    reference: 'Matthew 5:5-6 (WEB)',
  },
  {
    key: 'daily-277',
    title: 'Blessed Are the Merciful',
    content:
      'Lord Jesus, you said the merciful will obtain mercy, the pure in heart will see God, and the peacemakers will be called children of God.\n\nMake me merciful, since I have received so much mercy. Purify my heart so that I may see you more clearly. And make me a peacemaker in my family, my workplace, and my community. I pray for those who work for reconciliation in places of conflict. Bless them as your children. Amen.',
    scripture:
      'Blessed are the merciful, for they shall obtain mercy. Blessed are the pure in heart, for they shall see God. Blessed are the peacemakers, for they shall be called children of God.',
    reference: 'Matthew 5:7-9 (WEB)',
    topic: 'Peace',
  },
  {
    key: 'daily-278',
    title: 'Seasoned With Salt',
    content:
      'Lord Jesus, you called your followers the salt of the earth, and your word asks that our speech always be gracious, seasoned with salt, so that we know how to answer each person.\n\nLet my words today preserve what is good and bring flavor to dull and bitter places. Keep me from blending in so much that I lose my distinctiveness, and keep me from harshness too. I pray for believers in workplaces, schools, and neighborhoods. Let them be salt where they are. Amen.',
    scripture:
      'Let your speech always be with grace, seasoned with salt, that you may know how you ought to answer each one.',
    reference: 'Colossians 4:6 (WEB)',
  },
  {
    key: 'daily-279',
    title: 'Love Your Enemies',
    content:
      'Lord Jesus, you told us to love our enemies and pray for those who persecute us, so that we may be children of our Father, who makes his sun rise on the evil and the good.\n\nThis is one of your hardest commands. I have people I struggle to love. Help me pray for them sincerely today. Let your generous love, which sends rain on the just and the unjust, shape my heart. I pray for those who are persecuted. Give them grace to love their persecutors. Amen.',
    scripture:
      'But I tell you, love your enemies, bless those who curse you, do good to those who hate you, and pray for those who mistreat you and persecute you, that you may be children of your Father who is in heaven. For he makes his sun to rise on the evil and the good, and sends rain on the just and the unjust.',
    reference: 'Matthew 5:44-45 (WEB)',
  },
  {
    key: 'daily-280',
    title: 'In Secret',
    content:
      'Lord Jesus, you told us to go into our inner room, shut the door, and pray to our Father in secret, and he who sees in secret will reward us.\n\nI want to pray for you, not for an audience. Help me find time to be alone with you today. Let my private prayer life be real and not just for show. Thank you that you see me in secret and that you value our time together. Amen.',
    scripture:
      'But you, when you pray, enter into your inner room, and having shut your door, pray to your Father who is in secret; and your Father who sees in secret will reward you openly.',
    reference: 'Matthew 6:6 (WEB)',
  },
  {
    key: 'daily-281',
    title: 'Treasure in Heaven',
    content:
      'Lord Jesus, you told us not to store up treasures on earth, where moth and rust destroy and thieves break in, but to store up treasures in heaven. Where my treasure is, my heart will be also.\n\nI spend so much energy on earthly treasure. Redirect my heart. Show me how to invest in what lasts: love, generosity, faithfulness. I pray for those consumed by financial worries. Let them find their treasure in you. Amen.',
    scripture: 'For where your treasure is, there will your heart be also.',
    reference: 'Luke 12:34 (WEB)',
  },
  {
    key: 'daily-282',
    title: 'Seek First the Kingdom',
    content:
      'Lord Jesus, you told us to seek first God’s kingdom and his righteousness, and all these things will be given to us. Do not worry about tomorrow, for tomorrow will worry about itself.\n\nI worry about tomorrow constantly. Help me put first things first. Let me seek your kingdom today and trust you with my needs. I pray for those who are anxious about the future. Give them peace for this day. Amen.',
    scripture:
      'But seek first God’s Kingdom and his righteousness; and all these things will be given to you as well. Therefore don’t be anxious for tomorrow, for tomorrow will be anxious for itself. Each day’s own evil is sufficient.',
    reference: 'Matthew 6:33-34 (WEB)',
    topic: 'Peace',
  },
  {
    key: 'daily-283',
    title: 'Good Gifts From the Father',
    content:
      'Lord Jesus, you asked which parent would give their child a stone when they ask for bread. If we know how to give good gifts, how much more will our Father in heaven give good things to those who ask him.\n\nI sometimes hesitate to ask, thinking my requests are too small or too big. Give me the boldness to ask, seek, and knock. Thank you that you are a generous Father who delights to give good gifts. I pray for those who have stopped asking. Renew their faith. Amen.',
    scripture:
      'Or who is there among you who, if his son asks him for bread, will give him a stone? Or if he asks for a fish, who will give him a serpent? If you then, being evil, know how to give good gifts to your children, how much more will your Father who is in heaven give good things to those who ask him!',
    reference: 'Matthew 7:9-11 (WEB)',
  },
  {
    key: 'daily-284',
    title: 'The Golden Rule',
    content:
      'Lord Jesus, you told us to do to others whatever we would want them to do to us, for this is the law and the prophets.\n\nLet me treat others today as I would want to be treated: with patience, respect, and kindness. Show me where I have failed to do this. I pray for places where people are treated unjustly. Let your people model a different way. Amen.',
    scripture:
      'Therefore, whatever you desire for men to do to you, you shall also do to them; for this is the law and the prophets.',
    reference: 'Matthew 7:12 (WEB)',
  },
  {
    key: 'daily-285',
    title: 'Built on the Rock',
    content:
      'Lord Jesus, you said that everyone who hears your words and does them is like a wise man who built his house on a rock. The rain fell, the floods came, and the winds blew, but the house did not fall.\n\nLet my life be built on your words and not just hearing them. When storms come, let me stand firm. I pray for those whose lives are being shaken by storms today. Let them find their foundation in you. Amen.',
    scripture:
      'The rain came down, the floods came, and the winds blew and beat on that house; and it didn’t fall, for it was founded on the rock.',
    reference: 'Matthew 7:25 (WEB)',
    topic: 'Strength',
  },
  {
    key: 'daily-286',
    title: 'Lord, Save Us',
    content:
      'Lord Jesus, when the storm raged on the lake, your disciples woke you, crying, Save us! You rebuked the wind and the sea, and there was a great calm.\n\nI bring you the storms in my life and cry, Save me! Speak peace to the wind and the waves. I pray for those caught in storms of anxiety and fear today. Let them know that you are in the boat with them. Amen.',
    scripture:
      'The disciples came to him and woke him up, saying, “Save us, Lord! We are dying!” He said to them, “Why are you fearful, O you of little faith?” Then he got up, rebuked the wind and the sea, and there was a great calm.',
    reference: 'Matthew 8:25-26 (WEB)',
    topic: 'Peace',
  },
  {
    key: 'daily-287',
    title: 'The Harvest Is Plentiful',
    content:
      'Lord Jesus, you said the harvest is plentiful but the laborers are few, and you told us to pray to the Lord of the harvest to send out laborers.\n\nI pray for more workers in your harvest field: pastors, teachers, evangelists, and ordinary believers who share their faith. Send them out. And let me be willing to be one of those laborers today. Amen.',
    scripture:
      'Then he said to his disciples, “The harvest indeed is plentiful, but the laborers are few. Pray therefore that the Lord of the harvest will send out laborers into his harvest.”',
    reference: 'Matthew 9:37-38 (WEB)',
  },
  {
    key: 'daily-288',
    title: 'Not One Sparrow',
    content:
      'Lord Jesus, you said that not one sparrow falls to the ground apart from the Father, and that even the hairs of our head are numbered. So we need not be afraid.\n\nThank you that you know every detail of my life. I am of more value than many sparrows. When I feel insignificant or afraid, remind me of your care. I pray for those who feel worthless today. Let them know how much you value them. Amen.',
    scripture:
      'But the very hairs of your head are all numbered. Therefore don’t be afraid. You are of more value than many sparrows.',
    reference: 'Matthew 10:30-31 (WEB)',
    topic: 'Peace',
  },
  {
    key: 'daily-289',
    title: 'A Cup of Cold Water',
    content:
      'Lord Jesus, you said that whoever gives even a cup of cold water to one of these little ones will not lose their reward.\n\nThank you that no act of kindness is too small for you to notice. Show me today where I can offer a cup of cold water: a kind word, a small gift, a moment of attention. I pray for those who serve quietly without recognition. Let them know you see them. Amen.',
    scripture:
      'For whoever will give you a cup of water to drink in my name because you are Christ’s, most certainly I tell you, he will in no way lose his reward.',
    reference: 'Mark 9:41 (WEB)',
  },
  {
    key: 'daily-290',
    title: 'The Mustard Seed',
    content:
      'Lord Jesus, you said the kingdom of heaven is like a mustard seed, the smallest of seeds, which grows into a tree where birds come and rest in its branches.\n\nMy faith often feels small, and the good I do seems tiny. Remind me that you grow great things from small beginnings. I pray for small churches, new believers, and quiet efforts for justice and mercy. Let them grow into places of shelter for many. Amen.',
    scripture:
      'He set another parable before them, saying, “The Kingdom of Heaven is like a grain of mustard seed which a man took, and sowed in his field, which indeed is smaller than all seeds. But when it is grown, it is greater than the herbs and becomes a tree, so that the birds of the air come and lodge in its branches.”',
    reference: 'Matthew 13:31-32 (WEB)',
    topic: 'Hope',
  },
];
