.class public LDog;
.super LAnimal;
.source "Dog.java"

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, LAnimal;-><init>()V
    return-void
.end method
