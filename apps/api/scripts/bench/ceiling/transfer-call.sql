\set i random(1, :pairs)
select sender as s, recipient_public as rp, family as fam, gen_random_uuid() as k from ceiling_pairs where i = :i \gset
select ceiling_transfer(:fam, :s, :rp, :product, 1000, :k, 'b3bea8e7ea814bfb0109288de059b8142889504af5fe74aa117f380c825e7df1');
