#import "NotesEditorView.h"

@interface NotesEditorView ()
@property (nonatomic, strong) UITextView *textView;
@property (nonatomic, strong) NSLayoutConstraint *textViewBottom;
@end

@implementation NotesEditorView

- (void)pin {
    self.textViewBottom = [self.bottomAnchor constraintEqualToAnchor:self.textView.bottomAnchor constant:0];
    self.textViewBottom.active = YES;
    [self.textView.topAnchor constraintEqualToAnchor:self.topAnchor constant:16].active = YES;
}

- (void)keyboardWillShow:(CGFloat)height {
    self.textViewBottom.constant = 336;
}

@end
