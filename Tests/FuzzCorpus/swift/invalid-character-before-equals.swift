#if X
ststruct Driver:ruct        var phase:ocol P: ActivityAttrib/tes {}
#endif
}}}} typealias ContentState ÖÖÖÖÖÖÖÖÖÖÖÖÖÖÖÖ= Co‘‹estruct ScoreAttributesÿÿA  var phase:ocol P: ActivityAtlias ContentState = Coate
